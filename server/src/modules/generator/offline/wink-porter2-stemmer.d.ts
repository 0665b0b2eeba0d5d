declare module 'wink-porter2-stemmer' {
  /** The Porter2 (Snowball English) stem of one lowercase word, e.g. "washing" → "wash". */
  export default function stem(word: string): string;
}
