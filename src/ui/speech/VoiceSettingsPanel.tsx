import { css } from 'styled-system/css';
import {
  settingsWarnings, VOICE_SETTING_RANGES, type SpeechModel, type VoiceSettingsResponse, type VoiceSliderSetting,
} from '../../domain';
import { Button, Icon, SliderField, SwitchField } from '../primitives';

const SLIDERS: Array<{ setting: VoiceSliderSetting; label: string; format: Intl.NumberFormatOptions; hint: [string, string] }> = [
  { setting: 'speed', label: 'Speed', format: { minimumFractionDigits: 2, maximumFractionDigits: 2 }, hint: ['Slower', 'Faster'] },
  { setting: 'stability', label: 'Stability', format: { style: 'percent' }, hint: ['More variable', 'More stable'] },
  { setting: 'similarity_boost', label: 'Similarity', format: { style: 'percent' }, hint: ['Low', 'High'] },
  { setting: 'style', label: 'Style exaggeration', format: { style: 'percent' }, hint: ['None', 'Exaggerated'] },
];

/** Voice settings (workspace-shell §2.5, §3.4, §5.4): sliders on the spec's ranges, speaker boost, Reset values. */
export function VoiceSettingsPanel(props: {
  settings: VoiceSettingsResponse;
  model: SpeechModel | undefined;
  onChange: (change: Partial<VoiceSettingsResponse>) => void;
  onReset: () => void;
}) {
  const warnings = settingsWarnings(props.settings);
  const enabled = (setting: VoiceSliderSetting) => setting !== 'style' || props.model?.can_use_style !== false;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {SLIDERS.map(({ setting, label, format, hint }) => {
        const { min, max, step } = VOICE_SETTING_RANGES[setting];
        const warning = warnings[setting];
        return (
          <div key={setting} className={css({ display: 'grid', gap: '0.5' })}>
            <SliderField label={label} min={min} max={max} step={step} formatOptions={format}
              value={props.settings[setting]} isDisabled={!enabled(setting)}
              onChange={(value) => props.onChange({ [setting]: value })} />
            <div className={css({ display: 'flex', justifyContent: 'space-between', textStyle: 'xs', color: 'fg.subtle', px: '2' })}>
              <span>{hint[0]}</span><span>{hint[1]}</span>
            </div>
            {warning && (
              <p role="status" className={css({ display: 'flex', gap: '1.5', alignItems: 'center', textStyle: 'xs', color: 'warning.fg' })}>
                <Icon name="warning" size={14} />{warning}
              </p>
            )}
            {!enabled(setting) && (
              <p className={css({ textStyle: 'xs', color: 'fg.subtle' })}>This model ignores style.</p>
            )}
          </div>
        );
      })}
      <SwitchField label="Speaker boost" isSelected={props.settings.use_speaker_boost}
        isDisabled={props.model?.can_use_speaker_boost === false}
        description="Lifts presence and loudness a little."
        onChange={(use_speaker_boost) => props.onChange({ use_speaker_boost })} />
      <div>
        <Button size="sm" variant="ghost" onPress={props.onReset}>Reset values</Button>
      </div>
    </div>
  );
}
