import { createBrowserRouter, Navigate } from 'react-router';
import { allNavPages, MY_VOICES_PATH, VOICE_LIBRARY_PATH } from '../domain';
import { NotFoundView } from '../ui/pages/NotFoundView';
import { AriaRouterBridge } from './AriaRouterBridge';
import { AuthRoute } from './AuthRoute';
import { AddVoiceDialogOutlet } from './addVoiceRoutes';
import { AffiliateDialogOutlet, OnboardingRoute } from './growthRoutes';
import {
  ApiKeysRoute, ComingRoute, HomeRoute, SettingsRoute, SubscriptionRoute, WorkspaceSettingsRoute,
} from './pageRoutes';
import { RootRoute } from './RootRoute';
import { ShellRoute } from './ShellRoute';
import { SpeechToSpeechRoute, TextToSpeechRoute } from './speechRoutes';
import { VoiceLibraryRoute } from './libraryRoutes';
import { MyVoicesRoute } from './myVoicesRoutes';

const TEXT_TO_SPEECH = '/app/speech-synthesis/text-to-speech';
const SPEECH_TO_SPEECH = '/app/speech-synthesis/speech-to-speech';
const BUILT_PAGES = new Set(['/app/home', TEXT_TO_SPEECH, SPEECH_TO_SPEECH, MY_VOICES_PATH, VOICE_LIBRARY_PATH]);

/** Every nav page not built yet gets an honest "not built yet" page under its permission gate. */
function comingPages() {
  const seen = new Set(BUILT_PAGES);
  return allNavPages().flatMap((entry) => {
    if (seen.has(entry.to) || !entry.to.startsWith('/app/')) return [];
    seen.add(entry.to);
    const parent = 'parent' in entry ? entry.parent : undefined;
    return [{ path: entry.to.slice('/app/'.length), element: <ComingRoute entry={entry} parent={parent} /> }];
  });
}

export function createRouter() {
  return createBrowserRouter([{ element: <AriaRouterBridge />, children: [
    { path: '/', element: <RootRoute /> },
    { path: '/sign-in', element: <AuthRoute mode="signIn" /> },
    { path: '/sign-up', element: <AuthRoute mode="signUp" /> },
    {
      path: '/app',
      element: <ShellRoute />,
      // The affiliate dialog opens over any page (?affiliate=true), so every page renders inside its outlet.
      // The add-voice dialog opens over any page too (?mode=create).
      children: [{ element: <AddVoiceDialogOutlet />, children: [{ element: <AffiliateDialogOutlet />, children: [
        { index: true, element: <Navigate to="home" replace /> },
        { path: 'home', element: <HomeRoute /> },
        { path: 'subscription', element: <SubscriptionRoute /> },
        { path: 'settings', element: <SettingsRoute /> },
        { path: 'settings/api-keys', element: <ApiKeysRoute /> },
        { path: 'workspace-settings', element: <WorkspaceSettingsRoute /> },
        { path: 'onboarding', element: <OnboardingRoute /> },
        { path: TEXT_TO_SPEECH.slice('/app/'.length), element: <TextToSpeechRoute /> },
        { path: VOICE_LIBRARY_PATH.slice('/app/'.length), element: <VoiceLibraryRoute /> },
        { path: SPEECH_TO_SPEECH.slice('/app/'.length), element: <SpeechToSpeechRoute /> },
        { path: MY_VOICES_PATH.slice('/app/'.length), element: <MyVoicesRoute /> },
        ...comingPages(),
        { path: '*', element: <NotFoundView /> },
      ] }] }],
    },
    // The design system's living reference: every primitive in light and dark.
    { path: '/__gallery', lazy: async () => ({ Component: (await import('../ui/gallery/Gallery')).Gallery }) },
    // The offline flow viewer; it needs no sign-in, as it shows only the flows of this browser.
    { path: '/flows', lazy: async () => ({ Component: (await import('./FlowsRoute')).FlowsRoute }) },
    { path: '*', element: <NotFoundView /> },
  ] }]);
}
