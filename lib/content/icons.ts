/**
 * The icon names content may use (`icon: graduation-cap`). Kept apart from the icon component so
 * schemas can name them without importing React.
 */
export const iconNames = [
  'award',
  'badge-check',
  'book-open',
  'briefcase',
  'building',
  'calendar',
  'check-circle',
  'clipboard-check',
  'clock',
  'coins',
  'compass',
  'file-text',
  'globe',
  'graduation-cap',
  'handshake',
  'headphones',
  'heart-pulse',
  'home',
  'id-card',
  'landmark',
  'languages',
  'map-pin',
  'message-circle',
  'plane',
  'scale',
  'search',
  'shield-check',
  'star',
  'trending-up',
  'university',
  'user-check',
  'users',
  'wallet',
] as const;

export type IconName = (typeof iconNames)[number];
