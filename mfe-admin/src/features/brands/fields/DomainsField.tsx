import { Suspense, useState, type KeyboardEvent } from 'react';
import { Button, Chip, Stack, TextField, type Brand } from '@portal/platform';
import { Controller, type Control } from '@portal/platform/forms';
import { Tag } from '@portal/platform/plain-controls';
import { hostNameSchema } from '@portal/platform/validation';

/** Host names as chips: each is checked with the contract's host name rule before it is added. */
export const DomainsField = ({ control }: { control: Control<Brand> }) => (
  <Controller
    control={control}
    name="domains"
    render={({ field, fieldState }) => (
      <DomainInputs
        domains={field.value}
        onChange={field.onChange}
        error={
          fieldState.error?.message ??
          (Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined)
        }
      />
    )}
  />
);

interface InputsProps {
  domains: string[];
  onChange: (domains: string[]) => void;
  error?: string;
}

const DomainInputs = ({ domains, onChange, error }: InputsProps) => {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const domain = draft.trim().toLowerCase();
    if (!domain) return;
    const checked = hostNameSchema.safeParse(domain);
    if (!checked.success)
      return setProblem(checked.error.issues[0]?.message ?? 'Use a host name such as flights.example.com');
    if (domains.includes(domain)) return setProblem(`${domain} is already in the list`);
    onChange([...domains, domain]);
    setDraft('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label="Add a domain"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          error={Boolean(problem ?? error)}
          helperText={problem ?? error ?? 'The host names this brand is shown under, such as www.example.com'}
        />
        <Button variant="outlined" onClick={add} sx={{ flexShrink: 0 }}>
          Add
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="list" aria-label="Domains">
        {/* The deletable chips are a part of the kit of their own: the names show while it loads. */}
        <Suspense
          fallback={domains.map((domain) => (
            <Tag key={domain} role="listitem" label={domain} />
          ))}
        >
          {domains.map((domain) => (
            <Chip
              key={domain}
              role="listitem"
              label={domain}
              onDelete={() => onChange(domains.filter((other) => other !== domain))}
            />
          ))}
        </Suspense>
      </Stack>
    </Stack>
  );
};
