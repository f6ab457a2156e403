import type { ImportCharacterResponse } from '@edgeforge/contracts/api';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { IMPORT_FILE_MAX_BYTES, importErrorMessage, useImportCharacter } from '../api/character-actions.ts';
import { characterName } from '../bio.ts';
import { ImportResult } from './import-result.tsx';

/** A chosen file's text (FileReader: Blob.text() is missing from some engines the app meets). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** What went wrong with a file, in words: the server's message and, when it gives them, the fields. */
type Problem = { message: string; details: string[] };

function problemOf(error: unknown): Problem {
  const issues =
    error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)
      ? (error.issues as { path: string; message: string }[])
      : [];
  return {
    message: importErrorMessage(error),
    details: issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`),
  };
}

/** Whether an import has more to say than "done": where it came from, house rules, things left out. */
function hasReport({ character, notMapped }: ImportCharacterResponse): boolean {
  return character.imported_from !== null || notMapped.length > 0;
}

/**
 * "Import": reads an Edgeforge export file (any version) or a Foundry VTT character actor and creates a
 * new character from it, after the same checks as a save. A wrong file says what is wrong with it and
 * creates nothing; a Foundry actor's import says what did not come in (decision 051).
 */
export function ImportCharacter() {
  const input = useRef<HTMLInputElement>(null);
  const importCharacter = useImportCharacter();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [report, setReport] = useState<ImportCharacterResponse | null>(null);
  const problemId = useId();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setProblem(null);
    setReport(null);
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      setProblem({
        message: `${file.name} is larger than 6 MB, so it cannot be a character file.`,
        details: [],
      });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(await readText(file));
    } catch {
      setProblem({
        message: `${file.name} is not a JSON file, so it cannot be a character file.`,
        details: [],
      });
      return;
    }
    importCharacter.mutate(json, {
      onSuccess: (result) => {
        toast({
          title: 'Character imported',
          description: `${characterName(result.character)} is on your list.`,
        });
        if (hasReport(result)) setReport(result);
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-file"
        onChange={onFile}
      />
      <Button
        variant="outline"
        busy={importCharacter.isPending}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        {importCharacter.isPending ? 'Importing...' : 'Import'}
      </Button>
      {report && <ImportResult result={report} onDismiss={() => setReport(null)} />}
      {problem && (
        <div id={problemId} role="alert" className="border border-danger bg-danger-deep/40 p-3 text-sm">
          <p>{problem.message}</p>
          {problem.details.length > 0 && (
            <ul className="mt-2 list-disc pl-5 font-mono text-xs">
              {problem.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
