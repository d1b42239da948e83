import { createContext, useContext } from 'react';
import type { AppActors } from './appActors';

export const AppActorsContext = createContext<AppActors | null>(null);

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors outside AppActorsContext');
  return actors;
}
