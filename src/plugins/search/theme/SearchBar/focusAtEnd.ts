/**
 * Puts the focus in a search field, after its text, in the very commit that
 * shows the field: a key typed before an effect ran would land on the page and
 * be lost.
 */
export function focusAtEnd(input: HTMLInputElement | null): void {
  input?.focus();
  input?.setSelectionRange(input.value.length, input.value.length);
}
