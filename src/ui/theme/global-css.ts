import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  ':root': { colorScheme: 'light' },
  // Theme containers re-declare `color`: inherited values are already resolved,
  // so a nested dark region would otherwise keep the light text colour.
  '[data-theme]': { color: 'fg.default' },
  '[data-theme=dark]': { colorScheme: 'dark' },
  '[data-theme=light]': { colorScheme: 'light' },
  body: {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    textStyle: 'md',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    textRendering: 'optimizeLegibility',
  },
  ':focus-visible': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '::selection': { bg: 'accent.subtle' },
});
