import { Button } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { type ChangeEvent, useRef } from "react";

interface FilePickerProps {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A button that opens the file chooser; the input stays in the page for assistive tools. */
export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled,
  onFiles,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.currentTarget.value = "";
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={onChange}
        aria-label={label}
        hidden
      />
      <Button
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        {label}
      </Button>
    </>
  );
}
