import type { ReactNode } from 'react';
import { Button } from './button';
import { Card, CardContent } from './card';

/** A page that cannot be used yet: why, and the one step that leads on (spec §2 gate states). */
export function GateCard({ icon, title, text, action, onAction }: { icon: ReactNode; title: string; text: string; action: string; onAction: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-8 pb-8 text-center sm:pt-10 sm:pb-10">
        {icon}
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="max-w-md text-sm text-slate-600">{text}</p>
        <Button className="mt-2" onClick={onAction}>
          {action}
        </Button>
      </CardContent>
    </Card>
  );
}
