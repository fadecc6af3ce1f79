// The setup styles of the palette: the rest of a seat's setup placed by the server in a style it
// offers for the game (docs/web.md, the "setup" message): sensible, as the strongest bots set up,
// or plainly random, each named for what it is. A game whose server offers none gets a plain random
// placement from the page.
import { button } from './lobby.js';

/** The styles the server offers for the specs asked, as they come. */
export class SetupStyles {
  constructor(container, onReady) {
    this.container = container;
    this.onReady = onReady;
    this.spec = null;
    this.styles = null; // null until the server answered for this.spec
  }

  /** Asks the server for a game's styles once per spec (/api/spec). */
  ask(spec) {
    if (this.spec === spec) {
      return;
    }
    this.spec = spec;
    this.styles = null;
    fetch('/api/spec?spec=' + encodeURIComponent(spec))
      .then((r) => r.json())
      .then((body) => {
        if (this.spec === spec) {
          this.styles = body.setups || [];
          this.onReady();
        }
      })
      .catch(() => { /* the connection line says the server is away */ });
  }

  /**
   * Draws a button for each style when {@code shown}: {@code onStyle(name)} for the server's,
   * {@code onPageRandom()} for the page's own when the server offers none.
   */
  render(shown, onStyle, onPageRandom) {
    if (!shown || this.styles === null) {
      this.container.replaceChildren();
      return;
    }
    const styles = this.styles.length > 0 ? this.styles
      : [{ name: 'random', description: 'each piece on a random free square (this game offers no setups)', page: true }];
    this.container.replaceChildren(...styles.map((style) => {
      const div = document.createElement('div');
      div.className = 'setup-style';
      const name = style.name.charAt(0).toUpperCase() + style.name.slice(1);
      const b = button(name + ' setup for the rest',
        () => (style.page ? onPageRandom() : onStyle(style.name)), { setup: style.name });
      b.title = style.description;
      const hint = document.createElement('p');
      hint.className = 'hint';
      hint.textContent = style.description;
      div.append(b, hint);
      return div;
    }));
  }
}
