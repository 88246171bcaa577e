/** Where the icon sprite is served (under the base path): written by scripts/prebuild/icon-sprite.ts, used by components/ui/Icon.tsx. */
export const iconSpritePath = '/icons.svg';
