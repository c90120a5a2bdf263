import type { ImagePalette } from '../../src/server/db/seed/demo-images.ts';

export interface Palette {
  /** Deep tone for shapes and dark backgrounds. */
  deep: string;
  main: string;
  light: string;
  /** The palest tint, for backgrounds. */
  wash: string;
  accent: string;
}

/** The academy's navy and gold, and one colour family per subject. */
export const PALETTES: Record<ImagePalette, Palette> = {
  brand: { deep: '#1c3f94', main: '#3f66c6', light: '#b3c2e6', wash: '#eef2fb', accent: '#f0b02c' },
  mathematics: { deep: '#312e81', main: '#6366f1', light: '#c7d2fe', wash: '#eef0ff', accent: '#f59e0b' },
  physics: { deep: '#0c4a6e', main: '#0284c7', light: '#bae6fd', wash: '#eaf6fd', accent: '#f97316' },
  chemistry: { deep: '#134e4a', main: '#0d9488', light: '#99f6e4', wash: '#e8faf6', accent: '#f43f5e' },
  biology: { deep: '#14532d', main: '#16a34a', light: '#bbf7d0', wash: '#ecfbf1', accent: '#eab308' },
  'computer-science': { deep: '#3b0764', main: '#9333ea', light: '#e9d5ff', wash: '#f7f0ff', accent: '#06b6d4' },
  writing: { deep: '#881337', main: '#e11d48', light: '#fecdd3', wash: '#fff1f3', accent: '#1c3f94' },
  economics: { deep: '#7c2d12', main: '#ea580c', light: '#fed7aa', wash: '#fff5eb', accent: '#0f766e' },
  astronomy: { deep: '#1e1b4b', main: '#4f46e5', light: '#c7d2fe', wash: '#eef0fb', accent: '#fcd34d' },
};
