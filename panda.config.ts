import { defineConfig } from '@pandacss/dev';
import { globalCss, keyframes, recipes, semanticTokens, slotRecipes, textStyles, tokens } from './src/ui/theme';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda'],
  // Light tokens also live on [data-theme=light] so a light region can sit inside a dark page.
  cssVarRoot: ':where(:root, :host, [data-theme=light])',
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
    },
  },
  globalCss,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
  // Recipe variants are chosen from props at run time, which static extraction cannot see.
  staticCss: { recipes: '*' },
});
