// Vite's `?raw` import: the file's text as a string (the Tailwind plugin leaves `?raw` CSS alone).
declare module '*.css?raw' {
  const text: string;
  export default text;
}
