/** The shell's few icons, inline so they cost no request. Decorative: labels sit beside them. */
const PATHS = {
  home: "M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  nearby: "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
  shopping: "M6 7V6a6 6 0 0 1 12 0v1h3l-1.5 14h-15L3 7Zm2 0h8V6a4 4 0 0 0-8 0Z",
  community:
    "M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm4 6.5a1.5 1.5 0 1 0 0 .1Zm4 0a1.5 1.5 0 1 0 0 .1Zm4 0a1.5 1.5 0 1 0 0 .1Z",
  myInfo: "M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 11c5 0 8.5 2.5 8.5 6v1h-17v-1c0-3.5 3.5-6 8.5-6Z",
  search:
    "M10.5 3a7.5 7.5 0 0 1 6 12l4.8 4.8-1.5 1.5-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z",
  apple:
    "M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8A4.8 4.8 0 0 0 4 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.1.8c1.3 0 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.2-4ZM14 5.4A4.3 4.3 0 0 0 15 2.3a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.4Z",
  googlePlay:
    "M4 3.3 13.7 13 4 22.7a1.5 1.5 0 0 1-.5-1.1V4.4c0-.4.2-.8.5-1.1Zm11.1 8.3L5.6 2.3l11.6 6.6Zm0 2.8 2.1 2.1-11.6 6.6ZM18.6 10l2.6 1.5a1.5 1.5 0 0 1 0 2.6l-2.6 1.5-2.4-2.6Z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
