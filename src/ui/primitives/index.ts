export { Badge, type BadgeProps } from './Badge';
export { Banner, type BannerProps, type BannerTone } from './Banner';
export { Button, LinkButton, type ButtonProps, type ButtonStyleProps, type LinkButtonProps } from './Button';
export { Card, type CardProps } from './Card';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { DialogContent, DialogTrigger, Modal, Sheet, type DialogContentProps, type ModalProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FieldHelp, FieldLabel, type FieldChromeProps } from './Field';
export { Icon, iconNames, type IconName, type IconProps } from './Icon';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
} from './Menu';
export { Popover, PopoverTrigger, type PopoverProps } from './Popover';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { SliderField, type SliderFieldProps } from './SliderField';
export { Spinner, type SpinnerProps } from './Spinner';
export { SwitchField, type SwitchFieldProps } from './SwitchField';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './TextField';
export {
  toast, toastQueue, ToastRegion, type ToastAction, type ToastMessage, type ToastRegionProps, type ToastTone,
} from './Toast';
export { Tooltip, TooltipTrigger } from './Tooltip';
export { VisuallyHidden } from './VisuallyHidden';
