import {
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { tooltip } from 'styled-system/recipes';
import { withClass } from './utils';

/** `<TooltipTrigger><Button/><Tooltip>…</Tooltip></TooltipTrigger>`; opens faster than RAC's 1.5 s default. */
export function TooltipTrigger({ delay = 500, ...props }: TooltipTriggerComponentProps) {
  return <RACTooltipTrigger {...props} delay={delay} />;
}

export function Tooltip({ offset = 6, className, ...props }: TooltipProps) {
  return <RACTooltip {...props} offset={offset} className={withClass(className, tooltip())} />;
}
