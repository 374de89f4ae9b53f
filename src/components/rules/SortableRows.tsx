// Rules in the order the edge applies them, reordered by dragging (mouse, touch or keyboard:
// focus a handle, Space to lift, arrows to move, Space to drop).
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SortableRowsProps<T> {
  items: T[];
  id: (item: T) => string;
  /** A short name of a rule, for the handle's label and the announcements. */
  name: (item: T) => string;
  render: (item: T, index: number) => ReactNode;
  /** The whole list in its new order. */
  onReorder: (items: T[]) => void;
  disabled?: boolean;
}

function Row({ id, label, position, disabled, children }: { id: string; label: string; position: number; disabled?: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid={`rule-row-${id}`}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <ActionIcon variant="subtle" color="gray" aria-label={t`Drag to reorder: ${label}`} {...attributes} {...listeners} style={{ cursor: 'grab' }}>
          <span aria-hidden="true">⋮⋮</span>
        </ActionIcon>
        <Badge variant="light" miw={36} aria-label={t`Applied in position ${position}`}>
          {position}
        </Badge>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </Paper>
  );
}

export function SortableRows<T>({ items, id, name, render, onReorder, disabled }: SortableRowsProps<T>) {
  const { t } = useLingui();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const byId = new Map(items.map((item) => [id(item), item]));
  const nameOf = (key: string | number) => {
    const item = byId.get(String(key));
    return item ? name(item) : String(key);
  };
  const positionOf = (key: string | number | undefined) => (key === undefined ? 0 : items.findIndex((item) => id(item) === String(key)) + 1);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => id(item) === active.id);
    const to = items.findIndex((item) => id(item) === over.id);
    onReorder(arrayMove(items, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t`To reorder, press Space to lift the rule, use the arrow keys to move it, and press Space again to drop it. Press Escape to cancel.` },
        announcements: {
          onDragStart: ({ active }) => t`Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? t`${nameOf(active.id)} is over position ${positionOf(over.id)}.` : t`${nameOf(active.id)} is no longer over the list.`),
          onDragEnd: ({ active, over }) => (over ? t`${nameOf(active.id)} was dropped at position ${positionOf(over.id)}.` : t`${nameOf(active.id)} was dropped.`),
          onDragCancel: ({ active }) => t`Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map(id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap={6} role="list" aria-label={t`Rules in the order they are applied`}>
          {items.map((item, index) => (
            <div role="listitem" key={id(item)}>
              <Row id={id(item)} label={name(item)} position={index + 1} disabled={disabled}>
                {render(item, index)}
              </Row>
            </div>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
