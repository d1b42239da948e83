import { composeRenderProps } from 'react-aria-components';
import { cx } from 'styled-system/css';

type ClassName<T> = string | ((values: T) => string);

/** Puts recipe classes in front of a caller's className, which RAC allows to be a render-prop function. */
export function withClass<T>(className: ClassName<T> | undefined, base: string): (values: T) => string {
  return composeRenderProps(className, (own) => cx(base, own));
}

/**
 * Recipe variant props minus Panda's responsive array/object forms: variants are
 * emitted through staticCss, which only covers plain values.
 */
export type Variants<T> = { [K in keyof T]?: Exclude<NonNullable<T[K]>, object> };
