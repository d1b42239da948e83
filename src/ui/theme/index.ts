export { globalCss } from './global-css';
export { keyframes } from './keyframes';
export { recipes, slotRecipes } from './recipes';
export { semanticTokens } from './semantic-tokens';
export { textStyles, tokens } from './tokens';
