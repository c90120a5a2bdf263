import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from '../src/web/lib/theme.ts';

const MODULE_ID = 'virtual:theme-variables.css';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `virtual:theme-variables.css`: the CSS variables and responsive classes that Mantine's provider
 * writes for our theme, as a stylesheet of the build. The site's frame and the home page draw
 * without the provider (ADR 019), and the pages that have one skip writing them into every page.
 * They come from the provider itself, so they follow the theme and a new Mantine by construction.
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, forceColorScheme: 'light' }));
      return [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css).join('\n');
    },
  };
}
