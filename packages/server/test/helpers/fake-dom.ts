/**
 * Just enough of a document for the HTML's inline scripts run in node:vm (the first views the
 * server's scripts draw: src/plugins/signed-in-first-view.ts): elements with classes, attributes,
 * text and children, a fragment, #root in a body, and the text and markup they add up to.
 */
export class FakeNode {
  parentNode: FakeNode | null = null;
  children: FakeNode[] = [];
  attributes: Record<string, string> = {};
  className = '';
  id = '';
  dir = '';
  lang = '';
  alt = '';
  src = '';
  srcset = '';
  sizes = '';
  width = 0;
  height = 0;
  scrollTop = 0;
  scrollHeight = 100;
  private text = '';
  constructor(readonly tagName: string) {}
  get textContent(): string {
    return this.text + this.children.map((c) => c.textContent).join('');
  }
  set textContent(value: string) {
    this.children = [];
    this.text = String(value);
  }
  appendChild(child: FakeNode): FakeNode {
    // A fragment moves its children (and only they) into the parent, as the DOM does.
    const moved = child.tagName === '#fragment' ? child.children.splice(0) : [child];
    for (const c of moved) {
      c.remove();
      c.parentNode = this;
      this.children.push(c);
    }
    return child;
  }
  insertBefore(child: FakeNode, ref: FakeNode | null): FakeNode {
    child.remove();
    child.parentNode = this;
    const at = ref ? this.children.indexOf(ref) : -1;
    this.children.splice(at < 0 ? this.children.length : at, 0, child);
    return child;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.children ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = String(value);
  }
  remove() {
    if (!this.parentNode) return;
    this.parentNode.children = this.parentNode.children.filter((c) => c !== this);
    this.parentNode = null;
  }
  /** Every element below, depth first. */
  all(): FakeNode[] {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
  /** The elements below with this class. */
  byClass(name: string): FakeNode[] {
    return this.all().filter((e) => e.className.split(' ').includes(name));
  }
}

export function fakeDocument() {
  const body = new FakeNode('body');
  const root = new FakeNode('div');
  root.id = 'root';
  body.appendChild(root);
  const document = {
    body,
    createElement: (tag: string) => new FakeNode(tag),
    createDocumentFragment: () => new FakeNode('#fragment'),
    createTextNode: (text: string) => {
      const node = new FakeNode('#text');
      node.textContent = text;
      return node;
    },
    getElementById: (id: string) => [body, ...body.all()].find((e) => e.id === id) ?? null,
  };
  return { document, body, root };
}
