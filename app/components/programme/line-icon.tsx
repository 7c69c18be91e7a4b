/**
 * Line icons of the programme lists (decorative: the text next to them says the same), each path
 * its own constant, so a page's scripts carry the icons its modules draw and no others (decision
 * 208). The event page's own icons (`icons.tsx`) and the conference's breaks keep theirs apart.
 */
export const CALENDAR =
  'M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM12 12v5M9.5 14.5h5';
export const PIN = 'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
export const BUILDING = 'M4 21V5l8-2v18M12 8h8v13M8 8v.01M8 12v.01M8 16v.01M16 12v.01M16 16v.01M2 21h20';
export const PEOPLE =
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.8c1.9.7 3.2 2.6 3.5 5.2';
export const FLAG = 'M5 21V4M5 4h11l-2 4 2 4H5';
export const DOCUMENT = 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6';
export const SEAT = 'M6 4v9h10v7M6 13v7M10 9h6';
export const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** One line icon of a 24-unit box, `d` its path (one of the constants above or a module's own). */
export function LineIcon({ d, className = 'icon' }: { d: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
