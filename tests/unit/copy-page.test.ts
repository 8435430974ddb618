import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {aiChatLinks, askAboutPagePrompt} from '../../src/components/CopyPage/aiChatLinks';

const twinUrl = 'https://docs.kuberocketci.io/docs/3.11/operator-guide/install.md';

describe('askAboutPagePrompt and aiChatLinks', () => {
  test('the prompt names the twin and the site', () => {
    assert.equal(
      askAboutPagePrompt(twinUrl, 'KubeRocketCI'),
      `Read ${twinUrl}, a page of the KubeRocketCI documentation, so I can ask questions about it.`,
    );
  });

  test('ChatGPT and Claude open a new conversation whose query is the whole prompt', () => {
    const prompt = askAboutPagePrompt(`${twinUrl}?a=1&b=2#x`, 'KubeRocketCI');
    const links = aiChatLinks(prompt);
    assert.deepEqual(
      links.map(({assistant, href}) => [assistant, new URL(href).origin + new URL(href).pathname]),
      [
        ['ChatGPT', 'https://chatgpt.com/'],
        ['Claude', 'https://claude.ai/new'],
      ],
    );
    for (const {href} of links) {
      assert.equal(new URL(href).searchParams.get('q'), prompt);
      // Spaces as %20, never "+", which some readers of a query leave as a plus.
      assert.doesNotMatch(href, /\+/);
    }
    assert.equal(new URL(links[0]!.href).searchParams.get('hints'), 'search');
  });
});
