'use client';

import { useState, type ComponentType } from 'react';
import styles from './chat-launcher.module.css';

// The live chat's button on every shop page (docs/product.md#live-chat). Only this button loads
// with the page: the widget's code is fetched when the shopper shows intent (hover, focus, click),
// so the first load carries none of it.

type Widget = ComponentType<{ onClose: () => void }>;
let loading: Promise<Widget> | null = null;
const loadWidget = () => (loading ??= import('./chat-widget').then((module) => module.ChatWidget));

export function ChatLauncher() {
  const [Widget, setWidget] = useState<Widget | null>(null);
  const [open, setOpen] = useState(false);

  const openChat = () => {
    setOpen(true);
    void loadWidget().then((loaded) => setWidget(() => loaded));
  };

  // a landmark of its own: every part of the page stands in one (axe's region rule)
  return (
    <aside aria-label="Live chat">
      {open && Widget ? <Widget onClose={() => setOpen(false)} /> : null}
      {open ? null : (
        <button
          type="button"
          className={styles.launcher}
          onPointerEnter={() => void loadWidget()}
          onFocus={() => void loadWidget()}
          onClick={openChat}
          data-testid="chat-launcher"
        >
          Chat with us
        </button>
      )}
    </aside>
  );
}
