import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';

/**
 * A career dialog with the button that opens it, both named `title` (Spend IP, Living and rent,
 * Self-award, Award the party). `onOpenChange` lets the form forget what it showed when it closes.
 */
export function CareerDialog({
  title,
  description,
  variant = 'outline',
  onOpenChange,
  children,
}: {
  title: string;
  description: ReactNode;
  variant?: ButtonProps['variant'];
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={variant}>{title}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
