import { describe, expect, it } from 'vitest';
import { splitQuotedHtml, splitQuotedText } from './quoted.ts';

describe('splitQuotedHtml', () => {
  it('cuts at a blockquote type=cite and its attribution (Apple Mail, Thunderbird)', () => {
    const html = '<p>Werkt weer, dank!</p><div>Op 3 mrt. 2026 om 10:12 heeft Balie &lt;support@demo.nl&gt; het volgende geschreven:</div><blockquote type="cite"><p>Probeer het nu</p></blockquote>';
    const split = splitQuotedHtml(html);
    expect(split.reply).toBe('<p>Werkt weer, dank!</p>');
    expect(split.quoted).toContain('<blockquote type="cite">');
    expect(split.quoted).not.toContain('Werkt weer');
  });

  it('cuts at .gmail_quote', () => {
    const html = '<div dir="ltr">Nog steeds stuk.</div><br><div class="gmail_quote"><div class="gmail_attr">On Tue, Mar 3, 2026 at 10:12 AM Balie &lt;support@demo.nl&gt; wrote:<br></div><blockquote class="gmail_quote">Probeer het nu</blockquote></div>';
    const split = splitQuotedHtml(html);
    expect(split.reply).toBe('<div dir="ltr">Nog steeds stuk.</div><br>');
    expect(split.quoted?.startsWith('<div class="gmail_quote">')).toBe(true);
  });

  it('cuts at "Op … schreef:" in plain paragraphs, with its opening tag', () => {
    const html = '<p>Prima zo.</p><p>Op di 3 mrt 2026 schreef Piet:</p><p>&gt; vraag</p>';
    expect(splitQuotedHtml(html)).toEqual({ reply: '<p>Prima zo.</p>', quoted: '<p>Op di 3 mrt 2026 schreef Piet:</p><p>&gt; vraag</p>' });
  });

  it('cuts at an Outlook header block and at -----Original Message-----', () => {
    const outlook = '<p>Graag morgen.</p><div id="divRplyFwdMsg"><b>Van:</b> Balie<br><b>Verzonden:</b> dinsdag</div>';
    expect(splitQuotedHtml(outlook).reply).toBe('<p>Graag morgen.</p>');
    const fromBlock = '<p>Top.</p><p><b>Van:</b> Balie &lt;support@demo.nl&gt;<br><b>Verzonden:</b> maandag 2 maart 2026</p>';
    expect(splitQuotedHtml(fromBlock).reply).toBe('<p>Top.</p>');
    const original = '<p>Zie onder.</p><p>-----Original Message-----<br>From: x</p>';
    expect(splitQuotedHtml(original)).toEqual({ reply: '<p>Zie onder.</p>', quoted: '<p>-----Original Message-----<br>From: x</p>' });
  });

  it('keeps a mail without history, or with nothing above it, whole', () => {
    expect(splitQuotedHtml('<p>Nieuwe vraag over de printer.</p>')).toEqual({ reply: '<p>Nieuwe vraag over de printer.</p>', quoted: null });
    const onlyQuote = '<blockquote type="cite">oud</blockquote>';
    expect(splitQuotedHtml(onlyQuote)).toEqual({ reply: onlyQuote, quoted: null });
    // A plain blockquote is the writer's own quote, not history.
    expect(splitQuotedHtml('<p>Zoals hij zei:</p><blockquote>citaat</blockquote>').quoted).toBeNull();
  });
});

describe('splitQuotedText', () => {
  it('cuts at "On … wrote:" and "> " lines', () => {
    expect(splitQuotedText('Dank je.\r\n\r\nOn Tue, 3 Mar 2026, Balie wrote:\r\n> Probeer het nu\r\n')).toEqual({
      reply: 'Dank je.',
      quoted: 'On Tue, 3 Mar 2026, Balie wrote:\n> Probeer het nu',
    });
    expect(splitQuotedText('Ja.\n> eerder\n> bericht')).toEqual({ reply: 'Ja.', quoted: '> eerder\n> bericht' });
  });

  it('cuts at a Dutch Outlook block', () => {
    expect(splitQuotedText('Goed.\n\nVan: Balie <support@demo.nl>\nVerzonden: maandag\nOnderwerp: x').reply).toBe('Goed.');
  });

  it('keeps text without history whole', () => {
    expect(splitQuotedText('Mijn laptop start niet.\nGraag hulp.')).toEqual({ reply: 'Mijn laptop start niet.\nGraag hulp.', quoted: null });
  });
});
