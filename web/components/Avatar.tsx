import { avatarInitials } from '../../domain/rules/avatar-initials';

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-14 w-14 text-lg' } as const;

/** A person's picture, or their initials when there is none. */
export function Avatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: keyof typeof SIZES }) {
  if (url) return <img src={url} alt="" className={`${SIZES[size]} rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${SIZES[size]} inline-flex items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-800`}>
      {avatarInitials(name)}
    </span>
  );
}
