import type { AnyMachineSpec } from '../harness';
import { addVoiceSpec } from './addVoice.spec';
import { affiliateSpec } from './affiliate.spec';
import { apiKeysSpec } from './apiKeys.spec';
import { feedbackSpec } from './feedback.spec';
import { flowViewerSpec } from './flowViewer.spec';
import { labelEditorSpec } from './labelEditor.spec';
import { memberAccessSpec } from './memberAccess.spec';
import { myVoicesSpec } from './myVoices.spec';
import { notificationsSpec } from './notifications.spec';
import { onboardingChecklistSpec } from './onboardingChecklist.spec';
import { pvcIntroSpec } from './pvcIntro.spec';
import { sessionSpec } from './session.spec';
import { shellSpec } from './shell.spec';
import { speechHistorySpec } from './speechHistory.spec';
import { speechSynthesisSpec } from './speechSynthesis.spec';
import { tierChangeSpec } from './tierChange.spec';
import { voicePickerSpec } from './voicePicker.spec';
import { voiceLibrarySpec } from './voiceLibrary.spec';
import { libraryVoiceDetailSpec } from './libraryVoiceDetail.spec';
import { voicePreviewSpec } from './voicePreview.spec';
import { recorderSpec } from './recorder.spec';
import { voiceDetailSpec } from './voiceDetail.spec';
import { voiceDesignSpec } from './voiceDesign.spec';
import { voiceDesignSaveSpec } from './voiceDesignSave.spec';

/** One path spec per registered machine, keyed by machine id (the meta-test holds the registry to this). */
export const SPECS: Readonly<Record<string, AnyMachineSpec>> = {
  session: sessionSpec,
  shell: shellSpec,
  apiKeys: apiKeysSpec,
  tierChange: tierChangeSpec,
  memberAccess: memberAccessSpec,
  flowViewer: flowViewerSpec,
  onboardingChecklist: onboardingChecklistSpec,
  affiliate: affiliateSpec,
  notifications: notificationsSpec,
  feedback: feedbackSpec,
  speechSynthesis: speechSynthesisSpec,
  voicePicker: voicePickerSpec,
  speechHistory: speechHistorySpec,
  addVoice: addVoiceSpec,
  pvcIntro: pvcIntroSpec,
  myVoices: myVoicesSpec,
  voiceDetail: voiceDetailSpec,
  labelEditor: labelEditorSpec,
  voiceLibrary: voiceLibrarySpec,
  libraryVoiceDetail: libraryVoiceDetailSpec,
  voicePreview: voicePreviewSpec,
  recorder: recorderSpec,
  voiceDesign: voiceDesignSpec,
  voiceDesignSave: voiceDesignSaveSpec,
};
