import { describe, expect, it } from 'vitest'
import type { TreeNode } from '@trellis/contract'
import { flattenTree, nextFocusId } from './tree-navigation'

const node = (userId: string, children: TreeNode[] = []): TreeNode => ({
  userId,
  firstName: userId,
  lastName: '',
  createdAt: '2026-01-01T00:00:00Z',
  totalInvestment: 0,
  isActive: false,
  directCount: children.length,
  teamCount: children.length,
  children,
  hiddenChildren: 0,
})

// A ─ B ─ D
//   └ C
const tree = node('A', [node('B', [node('D')]), node('C')])
const flat = flattenTree(tree)

describe('tree navigation', () => {
  it('flattens depth first with levels and parents', () => {
    expect(flat.map((f) => `${f.node.userId}${f.level}${f.parentId ?? '-'}`)).toEqual([
      'A1-',
      'B2A',
      'D3B',
      'C2A',
    ])
  })

  it('moves down and up through every node and stops at the ends', () => {
    expect(nextFocusId(flat, 'A', 'ArrowDown')).toBe('B')
    expect(nextFocusId(flat, 'D', 'ArrowDown')).toBe('C')
    expect(nextFocusId(flat, 'C', 'ArrowDown')).toBe('C')
    expect(nextFocusId(flat, 'C', 'ArrowUp')).toBe('D')
    expect(nextFocusId(flat, 'A', 'ArrowUp')).toBe('A')
  })

  it('goes to the first child on Right and to the parent on Left', () => {
    expect(nextFocusId(flat, 'A', 'ArrowRight')).toBe('B')
    expect(nextFocusId(flat, 'C', 'ArrowRight')).toBe('C')
    expect(nextFocusId(flat, 'D', 'ArrowLeft')).toBe('B')
    expect(nextFocusId(flat, 'A', 'ArrowLeft')).toBe('A')
  })

  it('jumps to the first and last node on Home and End', () => {
    expect(nextFocusId(flat, 'D', 'Home')).toBe('A')
    expect(nextFocusId(flat, 'A', 'End')).toBe('C')
  })
})
