/** Files as links that open in a new tab, one per line. */
export function FileLinks({ files }: { files: { name: string; link: string }[] }) {
  return (
    <ul>
      {files.map((f) => (
        <li key={f.link}>
          <a href={f.link} target="_blank" rel="noreferrer">
            {f.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
