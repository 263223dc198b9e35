import { avatarInitials } from '../../../domain/rules/avatar-initials';

const SIZES = { lg: { box: 'h-14 w-14 text-lg', px: 56 }, xl: { box: 'h-24 w-24 text-3xl', px: 96 } } as const;

/** A person's picture (with its size set, so nothing shifts as it loads), or their initials. */
export function ProfileAvatar({ name, url, size = 'lg' }: { name: string; url: string | null; size?: keyof typeof SIZES }) {
  const { box, px } = SIZES[size];
  if (url) return <img src={url} alt="" width={px} height={px} className={`${box} rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} inline-flex items-center justify-center rounded-full bg-blue-100 font-bold text-blue-800`}>
      {avatarInitials(name)}
    </span>
  );
}
