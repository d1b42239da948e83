import type { ReactNode } from 'react';
import {
  Label,
  Slider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { slider } from 'styled-system/recipes';

export interface SliderFieldProps
  extends Omit<SliderProps<number>, 'children' | 'className' | 'minValue' | 'maxValue'> {
  label?: ReactNode;
  min?: number;
  max?: number;
  className?: string;
}

/** Single-thumb slider with its formatted value shown next to the label. */
export function SliderField({ label, min = 0, max = 100, className, ...props }: SliderFieldProps) {
  const classes = slider();
  return (
    <Slider {...props} minValue={min} maxValue={max} className={cx(classes.root, className)}>
      <div className={classes.header}>
        {label ? <Label className={classes.label}>{label}</Label> : null}
        <SliderOutput className={classes.output} />
      </div>
      <SliderTrack className={classes.track}>
        <div className={classes.rail}>
          <SliderFill className={classes.fill} />
        </div>
        <SliderThumb className={classes.thumb} />
      </SliderTrack>
    </Slider>
  );
}
