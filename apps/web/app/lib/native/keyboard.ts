/**
 * The keyboard in the app (`@capacitor/keyboard`): the web view shrinks above it (the config's `resize: "native"`,
 * Android's adjustResize), and once it is up the focused field is scrolled to the middle of what is left, so a
 * field low on the page (the order form's address, a comment box) is never under the keyboard.
 */

function revealFocused(): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !focused.matches("input, textarea, select, [contenteditable]")) return;
  focused.scrollIntoView({ block: "center", behavior: "smooth" });
}

/** Listens to the keyboard; returns the function that stops listening. */
export function installKeyboard(): () => void {
  // The plugin loads on first use (the web's first load carries no Capacitor code).
  const listener = import("@capacitor/keyboard").then(({ Keyboard }) =>
    Keyboard.addListener("keyboardDidShow", revealFocused),
  );
  return () => {
    void listener.then((handle) => handle.remove());
  };
}
