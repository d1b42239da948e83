import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useAppActors } from '../../routes/AppActorsContext';

/** Mirrors the shell's theme onto <html data-theme>, which Panda's dark condition keys off. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { shell } = useAppActors();
  const theme = useSelector(shell, (s) => (s.matches({ theme: 'dark' }) ? 'dark' : 'light'));
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return <>{children}</>;
}
