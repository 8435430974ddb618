// cspell:ignore rrggbb
/**
 * WCAG 2.1 relative luminance and contrast ratio, for colours written as #rgb, #rrggbb or
 * rgb(r, g, b), which is also how a browser reports a computed colour. The code theme tests
 * use it on the theme's colours, the colour-mode browser test on what the page shows.
 */

/** A colour's red, green and blue, 0 to 255 (an alpha, if any, is ignored). */
function channels(colour: string): [number, number, number] {
  const rgb = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  let hex = colour.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a colour this helper reads: ${colour}`);
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** The colour as a browser reports a computed one: "rgb(r, g, b)". */
export function computedRgb(colour: string): string {
  const [r, g, b] = channels(colour);
  return `rgb(${r}, ${g}, ${b})`;
}

/** Relative luminance: 0 for black, 1 for white. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
