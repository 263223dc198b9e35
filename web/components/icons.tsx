// Small inline icons: decorative, so hidden from assistive technology.
import type { ReactNode } from 'react';

function Icon({ className = 'h-4 w-4', children }: { className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 10.5 3.2 3.2L15 6.5" strokeWidth="2.2" />
  </Icon>
);
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 6 8 8m0-8-8 8" strokeWidth="2" />
  </Icon>
);
export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 4.5v11M4.5 10h11" strokeWidth="2" />
  </Icon>
);
export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M16 10H4m5-5-5 5 5 5" />
  </Icon>
);
export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 2.5 4 5v4.4c0 3.9 2.6 7.2 6 8.1 3.4-.9 6-4.2 6-8.1V5l-6-2.5Z" />
  </Icon>
);
export const SparklesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3.5 10.4 7.6 14.5 9l-4.1 1.4L9 14.5 7.6 10.4 3.5 9l4.1-1.4L9 3.5ZM15 13l.6 1.4L17 15l-1.4.6L15 17l-.6-1.4L13 15l1.4-.6L15 13Z" />
  </Icon>
);
export const LinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
  </Icon>
);
export const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="14.5" cy="5" r="2" />
    <circle cx="5.5" cy="10" r="2" />
    <circle cx="14.5" cy="15" r="2" />
    <path d="m7.3 9 5.4-3m-5.4 5 5.4 3" />
  </Icon>
);
export const PencilIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 3.5 16.5 6.5 7 16H4v-3l9.5-9.5Z" />
  </Icon>
);
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4.5" width="14" height="11" rx="1.5" />
    <path d="m3.5 5.5 6.5 5 6.5-5" />
  </Icon>
);
export const UserPlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="7" r="3" />
    <path d="M2.5 16.5c.6-2.8 2.8-4.5 5.5-4.5s4.9 1.7 5.5 4.5M15.5 6v5M13 8.5h5" />
  </Icon>
);
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7" />
    <path d="M10 6v4l2.5 2" />
  </Icon>
);
export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7" />
    <path d="M3 10h14M10 3c2 2.2 2.8 4.5 2.8 7s-.8 4.8-2.8 7c-2-2.2-2.8-4.5-2.8-7S8 5.2 10 3Z" />
  </Icon>
);
export const ExternalIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11 4h5v5M16 4l-7 7M14 12v3.5a.5.5 0 0 1-.5.5h-9a.5.5 0 0 1-.5-.5v-9a.5.5 0 0 1 .5-.5H8" />
  </Icon>
);


export const BriefcaseIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="6" width="15" height="10.5" rx="1.5" />
    <path d="M7 6V4.5A1.5 1.5 0 0 1 8.5 3h3A1.5 1.5 0 0 1 13 4.5V6M2.5 10.5h15" />
  </Icon>
);
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
    <path d="M3 8.5h14M7 3v3M13 3v3" />
  </Icon>
);
export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 3 2.5 16.5h15L10 3Z" />
    <path d="M10 8.5v3.5M10 14.3v.2" strokeWidth="2" />
  </Icon>
);
export const XCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7" />
    <path d="m7.5 7.5 5 5m0-5-5 5" />
  </Icon>
);
export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7" />
    <path d="m7 10.2 2.1 2.1L13.2 8" strokeWidth="2" />
  </Icon>
);
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="9" width="12" height="8" rx="1.5" />
    <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
  </Icon>
);
export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 9 10 3.5 16.5 9v7a.5.5 0 0 1-.5.5h-3.5v-5h-5v5H4a.5.5 0 0 1-.5-.5V9Z" />
  </Icon>
);
export const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="7.5" cy="7" r="2.8" />
    <path d="M2.5 16.5c.5-2.6 2.5-4.2 5-4.2s4.5 1.6 5 4.2M13 4.5a2.6 2.6 0 0 1 0 5M14.5 12.5c1.5.5 2.6 1.8 3 4" />
  </Icon>
);
export const SettingsIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="2.5" />
    <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
    <circle cx="10" cy="10" r="5.2" />
  </Icon>
);
