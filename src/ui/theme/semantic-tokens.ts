import { defineSemanticTokens } from '@pandacss/dev';

const pair = (light: string, dark: string) => ({ value: { base: light, _dark: dark } });

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: pair('{colors.neutral.50}', '{colors.neutral.950}'),
      surface: pair('{colors.neutral.0}', '{colors.neutral.900}'),
      subtle: pair('{colors.neutral.100}', '{colors.neutral.850}'),
      muted: pair('{colors.neutral.150}', '{colors.neutral.800}'),
      inverted: pair('{colors.neutral.900}', '{colors.neutral.100}'),
      backdrop: pair('rgb(19 20 24 / 0.42)', 'rgb(0 0 0 / 0.62)'),
    },
    fg: {
      default: pair('{colors.neutral.900}', '{colors.neutral.100}'),
      muted: pair('{colors.neutral.600}', '{colors.neutral.400}'),
      subtle: pair('{colors.neutral.500}', '{colors.neutral.500}'),
      inverted: pair('{colors.neutral.0}', '{colors.neutral.900}'),
      onAccent: pair('{colors.neutral.0}', '{colors.neutral.0}'),
    },
    border: {
      default: pair('{colors.neutral.200}', '{colors.neutral.750}'),
      subtle: pair('{colors.neutral.150}', '{colors.neutral.800}'),
      strong: pair('{colors.neutral.300}', '{colors.neutral.700}'),
    },
    accent: {
      default: pair('{colors.iris.600}', '{colors.iris.500}'),
      emphasized: pair('{colors.iris.700}', '{colors.iris.400}'),
      subtle: pair('{colors.iris.50}', 'rgb(122 102 230 / 0.16)'),
      fg: pair('{colors.iris.700}', '{colors.iris.300}'),
    },
    danger: {
      default: pair('{colors.red.600}', '{colors.red.500}'),
      emphasized: pair('{colors.red.700}', '{colors.red.400}'),
      subtle: pair('{colors.red.50}', 'rgb(239 68 68 / 0.14)'),
      fg: pair('{colors.red.700}', '{colors.red.300}'),
    },
    warning: {
      default: pair('{colors.amber.500}', '{colors.amber.400}'),
      subtle: pair('{colors.amber.50}', 'rgb(245 158 11 / 0.14)'),
      fg: pair('{colors.amber.800}', '{colors.amber.300}'),
    },
    success: {
      default: pair('{colors.green.600}', '{colors.green.500}'),
      subtle: pair('{colors.green.50}', 'rgb(34 197 94 / 0.14)'),
      fg: pair('{colors.green.700}', '{colors.green.300}'),
    },
    focusRing: pair('{colors.iris.500}', '{colors.iris.400}'),
  },
  shadows: {
    // Dark surfaces need stronger, tighter shadows plus a hairline to separate from the canvas.
    sm: pair('0 1px 2px rgb(19 20 24 / 0.06)', '0 1px 2px rgb(0 0 0 / 0.5)'),
    md: pair(
      '0 4px 12px -2px rgb(19 20 24 / 0.10), 0 2px 4px -2px rgb(19 20 24 / 0.06)',
      '0 4px 12px -2px rgb(0 0 0 / 0.55), 0 0 0 1px rgb(255 255 255 / 0.04)',
    ),
    lg: pair(
      '0 16px 40px -8px rgb(19 20 24 / 0.18), 0 4px 12px -4px rgb(19 20 24 / 0.08)',
      '0 16px 40px -8px rgb(0 0 0 / 0.7), 0 0 0 1px rgb(255 255 255 / 0.05)',
    ),
  },
});
