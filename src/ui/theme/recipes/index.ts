import { badge } from './badge';
import { banner } from './banner';
import { button } from './button';
import { card } from './card';
import { checkbox } from './checkbox';
import { dialog } from './dialog';
import { field } from './field';
import { input, textarea } from './input';
import { menu } from './menu';
import { emptyState } from './empty-state';
import { popover, tooltip } from './popover';
import { progress } from './progress';
import { select } from './select';
import { slider } from './slider';
import { spinner } from './spinner';
import { switchControl } from './switch';
import { tabs } from './tabs';
import { toast } from './toast';

export const recipes = { button, input, textarea, tooltip, badge, spinner };

export const slotRecipes = {
  field,
  select,
  slider,
  switchControl,
  checkbox,
  dialog,
  popover,
  menu,
  tabs,
  toast,
  progress,
  card,
  banner,
  emptyState,
};
