import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';
const KEY = 'theme';

const initial = (): ThemeMode => (typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light');

/** Light/dark preference (spec §2, §9: default light), kept in localStorage across logouts. */
export const useThemeMode = create<{ mode: ThemeMode; toggle: () => void }>()((set, get) => ({
  mode: initial(),
  toggle: () => {
    const mode = get().mode === 'light' ? 'dark' : 'light';
    localStorage.setItem(KEY, mode);
    set({ mode });
  },
}));
