/**
 * Profile texts are written by the member or by a parent, sibling or friend, so the same
 * fragment must read "I enjoy" or "She enjoys". Fragments carry small tokens instead:
 *
 *   {N} name or "I"   {S}/{s} subject   {be} am/is   {have} have/has   {obj} me/her/him
 *   {pos}/{Pos} my/her/his   {self} myself/herself/himself   {v:enjoy} enjoy/enjoys
 */
export interface Voice {
  person: "first" | "third";
  name: string;
  gender: "male" | "female";
}

function thirdPersonVerb(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

export function speak(template: string, voice: Voice): string {
  const first = voice.person === "first";
  const she = voice.gender === "female";
  const words: Record<string, string> = {
    N: first ? "I" : voice.name,
    S: first ? "I" : she ? "She" : "He",
    s: first ? "I" : she ? "she" : "he",
    be: first ? "am" : "is",
    have: first ? "have" : "has",
    obj: first ? "me" : she ? "her" : "him",
    pos: first ? "my" : she ? "her" : "his",
    Pos: first ? "My" : she ? "Her" : "His",
    self: first ? "myself" : she ? "herself" : "himself",
  };
  return template.replace(
    /\{(v:)?([A-Za-z]+)\}/g,
    (token, verbMark: string | undefined, word: string) => {
      if (verbMark) return first ? word : thirdPersonVerb(word);
      return words[word] ?? token;
    },
  );
}
