import { describe, expect, it } from 'vitest';
import { restartable } from './restartable';

describe('a restartable service', () => {
  const service = () => {
    const events: string[] = [];
    let count = 0;
    const launch = async () => {
      const n = (count += 1);
      events.push(`start ${n}`);
      return { stop: async () => void events.push(`stop ${n}`) };
    };
    return { events, launch };
  };

  it('stops the running instance before starting the next, one transition at a time', async () => {
    const { events, launch } = service();
    const notifier = restartable(launch);
    await notifier.start();
    void notifier.pause();
    await notifier.start();
    await notifier.start();
    await notifier.stop();
    expect(events).toEqual(['start 1', 'stop 1', 'start 2', 'stop 2', 'start 3', 'stop 3']);
  });

  it('skips a start still queued when stop is asked for', async () => {
    const { events, launch } = service();
    const notifier = restartable(launch);
    await notifier.start();
    void notifier.start();
    await notifier.stop();
    expect(events).toEqual(['start 1', 'stop 1']);
  });

  it('starts nothing once stopped, and a failed start does not block the next', async () => {
    const { events, launch } = service();
    let fail = true;
    const notifier = restartable(async () => {
      if (fail) throw new Error('database down');
      return launch();
    });
    await expect(notifier.start()).rejects.toThrow('database down');
    fail = false;
    await notifier.start();
    await notifier.stop();
    await notifier.start();
    expect(events).toEqual(['start 1', 'stop 1']);
  });
});
