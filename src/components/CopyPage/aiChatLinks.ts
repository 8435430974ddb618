/** The prompt that hands a chat assistant a page's Markdown twin to read. */
export function askAboutPagePrompt(twinUrl: string, siteTitle: string): string {
  return `Read ${twinUrl}, a page of the ${siteTitle} documentation, so I can ask questions about it.`;
}

export type AiChatLink = {readonly assistant: string; readonly href: string};

/**
 * New conversations that open with the prompt, in ChatGPT (with web search, so it can fetch the
 * page) and in Claude. Plain links: nothing is sent anywhere until the reader follows one.
 */
export function aiChatLinks(prompt: string): AiChatLink[] {
  const q = encodeURIComponent(prompt);
  return [
    {assistant: 'ChatGPT', href: `https://chatgpt.com/?hints=search&q=${q}`},
    {assistant: 'Claude', href: `https://claude.ai/new?q=${q}`},
  ];
}
