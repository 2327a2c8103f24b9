import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '../../contract/constants';

export type ThemeSetting = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** The header's toggle cycles in this order (docs/product.md section 2). */
export const THEME_CYCLE: Record<ThemeSetting, ThemeSetting> = {
  light: 'dark',
  dark: 'system',
  system: 'light',
};

type ThemeState = { setting: ThemeSetting; resolved: ResolvedTheme; setSetting(next: ThemeSetting): void };

const ThemeContext = createContext<ThemeState | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readSetting(): ThemeSetting {
  if (typeof window === 'undefined') return 'system'; // prerendering on the server
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.theme);
    if (saved === 'light' || saved === 'dark' || saved === 'system') return saved;
  } catch (error) {
    console.warn('Could not read the theme choice', error);
  }
  return 'system';
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [setting, setSettingState] = useState<ThemeSetting>(readSetting);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  // With 'system', follow the operating system live.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved: ResolvedTheme = setting === 'system' ? (systemDark ? 'dark' : 'light') : setting;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolved);
  }, [resolved]);

  const setSetting = useCallback((next: ThemeSetting) => {
    setSettingState(next);
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch (error) {
      console.warn('Could not remember the theme choice', error);
    }
  }, []);

  const value = useMemo(() => ({ setting, resolved, setSetting }), [setting, resolved, setSetting]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
