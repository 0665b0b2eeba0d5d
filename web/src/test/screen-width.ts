import { vi } from 'vitest';

/**
 * A window `width` CSS pixels wide, as lib/phone-layout.ts asks matchMedia about it (jsdom has no
 * matchMedia, and no layout: the Tailwind classes themselves are for the browser journeys).
 */
export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const minimum = /min-width:\s*([\d.]+)rem/.exec(media);
    return {
      media,
      matches: minimum ? width >= Number(minimum[1]) * 16 : false,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
