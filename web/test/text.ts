// Finding text the way a browser test does: in the innermost element whose text contains it, even
// when it spans several elements (Testing Library's getByText matches one element's own text).

export const containing = (text: string | RegExp) => (_content: string, element: Element | null) => {
  const has = (candidate: Element | null | undefined) => (typeof text === 'string' ? Boolean(candidate?.textContent?.includes(text)) : text.test(candidate?.textContent ?? ''));
  return has(element) && ![...(element?.children ?? [])].some(has);
};
