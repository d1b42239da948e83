import { defineTextStyles, defineTokens } from '@pandacss/dev';

// Raw palettes are only referenced by semantic tokens; components should never
// name them directly, so that both themes stay in sync.
export const tokens = defineTokens({
  colors: {
    // Slightly cool neutral: reads as "calm" next to the violet accent.
    neutral: {
      0: { value: '#ffffff' },
      25: { value: '#fbfbfc' },
      50: { value: '#f6f6f8' },
      100: { value: '#eeeef1' },
      150: { value: '#e5e5ea' },
      200: { value: '#dcdce2' },
      300: { value: '#c4c4cc' },
      400: { value: '#9b9ca7' },
      500: { value: '#737480' },
      600: { value: '#575863' },
      700: { value: '#41424b' },
      750: { value: '#34353d' },
      800: { value: '#2a2b32' },
      850: { value: '#212228' },
      900: { value: '#1a1b20' },
      950: { value: '#131418' },
      1000: { value: '#0d0d10' },
    },
    iris: {
      50: { value: '#f3f2ff' },
      100: { value: '#e8e6fe' },
      200: { value: '#d4d0fc' },
      300: { value: '#b5adf8' },
      400: { value: '#9586f1' },
      500: { value: '#7a66e6' },
      600: { value: '#674cd6' },
      700: { value: '#563cba' },
      800: { value: '#463296' },
      900: { value: '#3a2c77' },
      950: { value: '#231a48' },
    },
  },
  fonts: {
    body: {
      value:
        'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    },
  },
  fontSizes: {
    xs: { value: '0.75rem' },
    sm: { value: '0.8125rem' },
    md: { value: '0.875rem' },
    lg: { value: '1rem' },
    xl: { value: '1.125rem' },
    '2xl': { value: '1.375rem' },
    '3xl': { value: '1.75rem' },
  },
  lineHeights: {
    xs: { value: '1rem' },
    sm: { value: '1.125rem' },
    md: { value: '1.25rem' },
    lg: { value: '1.5rem' },
    xl: { value: '1.625rem' },
    '2xl': { value: '1.75rem' },
    '3xl': { value: '2.125rem' },
  },
  radii: {
    sm: { value: '4px' },
    md: { value: '6px' },
    lg: { value: '8px' },
    xl: { value: '12px' },
    full: { value: '9999px' },
  },
  sizes: {
    control: {
      sm: { value: '28px' },
      md: { value: '32px' },
      lg: { value: '40px' },
    },
  },
  zIndex: {
    sticky: { value: 10 },
    overlay: { value: 40 },
    popover: { value: 60 },
    toast: { value: 70 },
    tooltip: { value: 80 },
  },
});

const step = (size: string) => ({
  value: { fontSize: size, lineHeight: size },
});

export const textStyles = defineTextStyles({
  xs: step('xs'),
  sm: step('sm'),
  md: step('md'),
  lg: step('lg'),
  xl: step('xl'),
  '2xl': step('2xl'),
  '3xl': step('3xl'),
});
