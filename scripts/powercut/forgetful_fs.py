#!/usr/bin/python3
"""A FUSE file system that forgets, at a simulated power cut, everything that was not synced.

It mirrors a backing directory (the "disk") at a mount point. Writes to a file stay in this
process's memory until the file is fsync'd or fdatasync'd; only then do they reach the backing
file (which is os.fsync'd). Directory changes (create, mkdir, unlink, rmdir, rename) are applied
to the backing directory at once, but remembered so that a cut can undo those whose directory
was never fsync'd. A power cut therefore leaves in the backing directory what a worst-case disk
would hold, and a fresh mount serves it.

    forgetful_fs.py mount BACKING MOUNTPOINT [--allow-other] [--debug]
        Runs in the foreground and prints "ready" once mounted.
        SIGUSR1            power cut: drop unsynced writes, undo unsynced directory
                           changes, unmount, exit 0.
        SIGTERM / SIGINT   clean stop: persist everything (like the OS syncing at shutdown),
                           unmount, exit 0. `fusermount3 -u MOUNTPOINT` does the same.
        Callers must wait for the process to exit before reading BACKING.
    forgetful_fs.py cut MOUNTPOINT
        Sends SIGUSR1 to the daemon serving MOUNTPOINT and waits for it to exit.

Durability model:
  - File data and size become durable on fsync/fdatasync of that file (not on close).
  - A directory change becomes durable on fsync of a directory it changed (fsyncdir). A rename
    between two directories becomes durable when either of them is synced; directory changes
    are ordered, so syncing a directory also makes durable every earlier pending change that
    shares a directory with one being made durable (as a journal would).
  - A new file whose directory was never synced is gone after a cut, even if its data was
    fsync'd; an unlinked file whose directory was never synced comes back.
  - chmod, chown and utimens are applied to the backing directory at once and never undone.
  - sync(2)/syncfs(2) on the mount are not seen by the file system and make nothing durable.
"""

import argparse
import errno
import functools
import logging
import os
import resource
import shutil
import signal
import stat
import sys
import time

import pyfuse3
import trio

log = logging.getLogger('forgetful_fs')

PAGE = 4096
# Holds the backing copies of unlinked and replaced entries until their removal is durable.
TRASH_NAME = b'.forgetful-fs-trash'


def fuse_errors(method):
    """Turn backing-file errors into FUSE replies; anything unexpected becomes EIO."""

    @functools.wraps(method)
    async def wrapper(*args, **kwargs):
        try:
            return method(*args, **kwargs)
        except pyfuse3.FUSEError:
            raise
        except OSError as error:
            raise pyfuse3.FUSEError(error.errno or errno.EIO)
        except Exception:
            log.exception('unexpected error in %s', method.__name__)
            raise pyfuse3.FUSEError(errno.EIO)

    return wrapper


class Node:
    """One file or directory as the mount shows it, with the writes not yet synced."""

    def __init__(self, ino, parent, name, is_dir):
        self.ino = ino
        self.parent = parent  # None when unlinked (in the trash) or gone
        self.name = name
        self.is_dir = is_dir
        self.children = {} if is_dir else None  # known entries only, filled on demand
        self.trash_name = None
        self.fd = None  # backing file, opened read-write on first use
        self.opens = 0
        # Unsynced state of a regular file; size is None until the backing file is first read.
        self.pages = {}  # page index -> bytearray(PAGE), bytes past `size` kept at zero
        self.size = None  # size as the mount shows it
        self.durable_size = None  # size of the backing file
        self.floor = None  # backing bytes at or past this offset were truncated away
        self.mtime_ns = None

    @property
    def dirty(self):
        return self.size is not None and (
            bool(self.pages) or self.size != self.durable_size or self.floor != self.durable_size
        )

    def forget_unsynced(self):
        self.pages.clear()
        self.size = self.floor = self.durable_size
        self.mtime_ns = None


class Op:
    """A directory change not yet durable: what it touched and how to undo it."""

    def __init__(self, kind, dirs, node, parent, name, new_parent=None, new_name=None, replaced=None):
        self.kind = kind  # create, mkdir, unlink, rmdir, rename
        self.dirs = frozenset(dirs)
        self.node = node
        self.parent = parent
        self.name = name
        self.new_parent = new_parent
        self.new_name = new_name
        self.replaced = replaced  # entry a rename replaced, kept in the trash


class ForgetfulFS(pyfuse3.Operations):
    enable_writeback_cache = False  # every write reaches this process at once

    def __init__(self, backing):
        super().__init__()
        self.backing = os.fsencode(os.path.abspath(backing))
        self.trash = os.path.join(self.backing, TRASH_NAME)
        if os.path.lexists(self.trash):
            log.warning('removing a trash directory left by an earlier daemon that died')
            shutil.rmtree(self.trash)
        os.mkdir(self.trash, 0o700)
        self.root = Node(pyfuse3.ROOT_INODE, None, b'', True)
        self.nodes = {self.root.ino: self.root}
        self.next_ino = pyfuse3.ROOT_INODE + 1
        self.next_trash = 0
        self.dir_handles = {}
        self.next_dir_handle = 1
        self.pending = []  # Ops in the order they happened
        self.outcome = 'unmounted'

    # ---- paths and the node tree ----

    def path(self, node):
        if node.trash_name is not None:
            return os.path.join(self.trash, node.trash_name)
        parts = []
        while node is not self.root:
            if node.parent is None:
                raise pyfuse3.FUSEError(errno.ENOENT)
            parts.append(node.name)
            node = node.parent
        return os.path.join(self.backing, *reversed(parts))

    def reachable(self, node):
        while node is not self.root:
            if node.parent is None:
                return False
            node = node.parent
        return True

    def new_node(self, parent, name, is_dir):
        node = Node(self.next_ino, parent, name, is_dir)
        self.next_ino += 1
        self.nodes[node.ino] = node
        parent.children[name] = node
        return node

    def child(self, parent, name):
        if not parent.is_dir:
            raise pyfuse3.FUSEError(errno.ENOTDIR)
        if parent is self.root and name == TRASH_NAME:
            raise pyfuse3.FUSEError(errno.ENOENT)
        node = parent.children.get(name)
        if node is not None:
            return node
        st = os.lstat(os.path.join(self.path(parent), name))
        return self.new_node(parent, name, stat.S_ISDIR(st.st_mode))

    def exists(self, parent, name):
        try:
            self.child(parent, name)
            return True
        except (pyfuse3.FUSEError, FileNotFoundError):
            return False

    def detach(self, node):
        if node.parent is not None and node.parent.children.get(node.name) is node:
            del node.parent.children[node.name]
        node.parent = None

    def attach(self, node, parent, name):
        node.parent, node.name, node.trash_name = parent, name, None
        parent.children[name] = node

    def to_trash(self, node):
        trash_name = str(self.next_trash).encode()
        self.next_trash += 1
        os.rename(self.path(node), os.path.join(self.trash, trash_name))
        self.detach(node)
        node.trash_name = trash_name

    def from_trash(self, node, parent, name):
        os.rename(self.path(node), os.path.join(self.path(parent), name))
        self.attach(node, parent, name)

    def discard(self, node):
        """Removes a trashed entry for good (its removal became durable, or cannot be undone)."""
        if node.trash_name is not None:
            path = self.path(node)
            if node.is_dir:
                shutil.rmtree(path, ignore_errors=True)
            else:
                os.unlink(path)
            node.trash_name = None
        self.mark_gone(node)

    def mark_gone(self, node):
        self.detach(node)
        node.trash_name = None
        if node.is_dir:
            for child in list(node.children.values()):
                self.mark_gone(child)
            node.children.clear()
        elif node.opens == 0:
            self.close_backing(node)

    def close_backing(self, node):
        if node.fd is not None:
            os.close(node.fd)
        node.fd = None
        node.pages.clear()
        node.size = node.durable_size = node.floor = None
        node.mtime_ns = None

    # ---- file data: unsynced writes overlaid on the backing file ----

    def file_fd(self, node):
        if node.fd is None:
            node.fd = os.open(self.path(node), os.O_RDWR | os.O_CLOEXEC)
        if node.size is None:
            node.durable_size = node.size = node.floor = os.fstat(node.fd).st_size
        return node.fd

    def read_data(self, node, off, length):
        fd = self.file_fd(node)
        end = min(off + length, node.size)
        if off >= end:
            return b''
        buf = bytearray(end - off)
        if off < node.floor:
            chunk = os.pread(fd, min(end, node.floor) - off, off)
            buf[: len(chunk)] = chunk
        if node.pages:
            for index in range(off // PAGE, (end - 1) // PAGE + 1):
                page = node.pages.get(index)
                if page is None:
                    continue
                start = index * PAGE
                lo, hi = max(off, start), min(end, start + PAGE)
                buf[lo - off : hi - off] = page[lo - start : hi - start]
        return bytes(buf)

    def write_data(self, node, off, data):
        fd = self.file_fd(node)
        view = memoryview(data)
        end = off + len(data)
        pos = off
        while pos < end:
            index = pos // PAGE
            start = index * PAGE
            hi = min(end, start + PAGE)
            page = node.pages.get(index)
            if page is None:
                if pos == start and hi == start + PAGE:
                    node.pages[index] = bytearray(view[pos - off : hi - off])
                    pos = hi
                    continue
                page = bytearray(PAGE)
                if start < node.floor:
                    chunk = os.pread(fd, min(PAGE, node.floor - start), start)
                    page[: len(chunk)] = chunk
                node.pages[index] = page
            page[pos - start : hi - start] = view[pos - off : hi - off]
            pos = hi
        node.size = max(node.size, end)
        node.mtime_ns = time.time_ns()

    def truncate_data(self, node, new_size):
        self.file_fd(node)
        if new_size < node.size:
            for index in [i for i in node.pages if i * PAGE >= new_size]:
                del node.pages[index]
            tail = node.pages.get(new_size // PAGE)
            if tail is not None:
                cut = new_size % PAGE
                tail[cut:] = bytes(PAGE - cut)
            node.floor = min(node.floor, new_size)
        node.size = new_size
        node.mtime_ns = time.time_ns()

    def sync_data(self, node):
        """Makes the file's data and size durable: written to the backing file and fsync'd."""
        if not node.dirty or node.fd is None:
            return
        fd = node.fd
        if node.floor < node.durable_size:
            os.ftruncate(fd, node.floor)
        run_start, run_end, run = None, None, []
        for index in sorted(node.pages):
            start = index * PAGE
            if start >= node.size:
                continue
            data = node.pages[index][: min(PAGE, node.size - start)]
            if run and start == run_end:
                run.append(data)
                run_end += len(data)
                continue
            if run:
                self.pwrite_all(fd, b''.join(run), run_start)
            run_start, run_end, run = start, start + len(data), [data]
        if run:
            self.pwrite_all(fd, b''.join(run), run_start)
        if os.fstat(fd).st_size != node.size:
            os.ftruncate(fd, node.size)
        os.fsync(fd)
        node.pages.clear()
        node.durable_size = node.floor = node.size
        node.mtime_ns = None

    @staticmethod
    def pwrite_all(fd, data, offset):
        view = memoryview(data)
        while view:
            written = os.pwrite(fd, view, offset)
            view = view[written:]
            offset += written

    # ---- directory changes: durability and undo ----

    def make_durable(self, directory):
        """fsyncdir: the directory's pending changes, and earlier ones they depend on, are kept."""
        forced = {directory}
        durable, still_pending = [], []
        for op in reversed(self.pending):
            if op.dirs & forced:
                durable.append(op)
                forced |= op.dirs
            else:
                still_pending.append(op)
        self.pending = still_pending[::-1]
        for op in reversed(durable):
            if op.kind in ('unlink', 'rmdir'):
                self.discard(op.node)
            elif op.kind == 'rename' and op.replaced is not None:
                self.discard(op.replaced)
        for node in forced:
            self.fsync_backing_dir(node)

    def fsync_backing_dir(self, node):
        if not self.reachable(node):
            return
        fd = os.open(self.path(node), os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def undo(self, op):
        node = op.node
        if op.kind in ('create', 'mkdir'):
            if self.reachable(node):
                path = self.path(node)
                if node.is_dir:
                    shutil.rmtree(path)
                else:
                    os.unlink(path)
            self.mark_gone(node)
        elif op.kind in ('unlink', 'rmdir'):
            if node.trash_name is not None and self.reachable(op.parent):
                self.from_trash(node, op.parent, op.name)
            else:
                self.discard(node)
        elif op.kind == 'rename':
            if op.new_parent.children.get(op.new_name) is node and self.reachable(op.parent):
                os.rename(self.path(node), os.path.join(self.path(op.parent), op.name))
                self.detach(node)
                self.attach(node, op.parent, op.name)
            replaced = op.replaced
            if replaced is not None:
                if replaced.trash_name is not None and self.reachable(op.new_parent):
                    self.from_trash(replaced, op.new_parent, op.new_name)
                else:
                    self.discard(replaced)

    def power_cut(self):
        """Leaves in the backing directory exactly what was made durable."""
        for node in self.nodes.values():
            if node.size is not None:
                node.forget_unsynced()
        touched = set()
        for op in reversed(self.pending):
            try:
                self.undo(op)
            except Exception:
                log.exception('could not undo %s of %r', op.kind, op.name)
            touched |= {op.parent, op.new_parent} - {None}
        self.pending = []
        for node in touched:
            try:
                self.fsync_backing_dir(node)
            except OSError:
                pass
        self.close_all()

    def persist_all(self):
        """A clean stop: like an OS syncing at shutdown, nothing is lost."""
        for node in self.nodes.values():
            if node.dirty and node.fd is not None and (node.parent is not None or node is self.root):
                self.sync_data(node)
        for op in self.pending:
            if op.kind in ('unlink', 'rmdir'):
                self.discard(op.node)
            elif op.kind == 'rename' and op.replaced is not None:
                self.discard(op.replaced)
        self.pending = []
        self.close_all()
        os.sync()

    def close_all(self):
        for node in self.nodes.values():
            if node.fd is not None:
                os.close(node.fd)
                node.fd = None
        leftovers = os.listdir(self.trash)
        if leftovers:
            log.warning('trash still held %d entries at exit', len(leftovers))
        shutil.rmtree(self.trash, ignore_errors=True)

    # ---- attributes ----

    def attrs(self, node):
        st = os.fstat(node.fd) if node.fd is not None else os.lstat(self.path(node))
        entry = pyfuse3.EntryAttributes()
        entry.st_ino = node.ino
        entry.generation = 0
        entry.entry_timeout = 0
        entry.attr_timeout = 0
        entry.st_mode = st.st_mode
        entry.st_nlink = st.st_nlink
        entry.st_uid = st.st_uid
        entry.st_gid = st.st_gid
        entry.st_rdev = st.st_rdev
        entry.st_size = st.st_size
        entry.st_blksize = st.st_blksize
        entry.st_blocks = st.st_blocks
        entry.st_atime_ns = st.st_atime_ns
        entry.st_mtime_ns = st.st_mtime_ns
        entry.st_ctime_ns = st.st_ctime_ns
        if node.size is not None:
            entry.st_size = node.size
            entry.st_blocks = (node.size + 511) // 512
            if node.mtime_ns is not None:
                entry.st_mtime_ns = entry.st_ctime_ns = node.mtime_ns
        return entry

    def owner_for_new(self, parent, ctx):
        """New entries belong to the caller; a setgid directory passes on its group."""
        parent_stat = os.lstat(self.path(parent))
        if parent_stat.st_mode & stat.S_ISGID:
            return ctx.uid, parent_stat.st_gid, True
        return ctx.uid, ctx.gid, False

    def check_new_name(self, parent, name):
        if parent is self.root and name == TRASH_NAME:
            raise pyfuse3.FUSEError(errno.EACCES)

    # ---- FUSE operations ----

    @fuse_errors
    def lookup(self, parent_inode, name, ctx):
        parent = self.nodes[parent_inode]
        if name == b'.':
            return self.attrs(parent)
        if name == b'..':
            return self.attrs(parent.parent or parent)
        return self.attrs(self.child(parent, name))

    @fuse_errors
    def getattr(self, inode, ctx):
        return self.attrs(self.nodes[inode])

    @fuse_errors
    def setattr(self, inode, attr, fields, fh, ctx):
        node = self.nodes[inode]
        if fields.update_size:
            if node.is_dir:
                raise pyfuse3.FUSEError(errno.EISDIR)
            self.truncate_data(node, attr.st_size)
        target = node.fd if node.fd is not None else self.path(node)
        if fields.update_mode:
            os.chmod(target, stat.S_IMODE(attr.st_mode))
        if fields.update_uid or fields.update_gid:
            os.chown(
                target,
                attr.st_uid if fields.update_uid else -1,
                attr.st_gid if fields.update_gid else -1,
            )
        if fields.update_atime or fields.update_mtime:
            current = os.stat(target)
            atime = attr.st_atime_ns if fields.update_atime else current.st_atime_ns
            mtime = attr.st_mtime_ns if fields.update_mtime else current.st_mtime_ns
            os.utime(target, ns=(atime, mtime))
            if fields.update_mtime and node.size is not None and node.dirty:
                node.mtime_ns = mtime
        return self.attrs(node)

    @fuse_errors
    def readlink(self, inode, ctx):
        return os.readlink(self.path(self.nodes[inode]))

    @fuse_errors
    def mknod(self, parent_inode, name, mode, rdev, ctx):
        if not stat.S_ISREG(mode):
            raise pyfuse3.FUSEError(errno.EPERM)
        node = self.create_file(self.nodes[parent_inode], name, mode, ctx)
        return self.attrs(node)

    @fuse_errors
    def create(self, parent_inode, name, mode, flags, ctx):
        parent = self.nodes[parent_inode]
        try:
            node = self.create_file(parent, name, mode, ctx)
        except FileExistsError:
            if flags & os.O_EXCL:
                raise
            node = self.child(parent, name)
        return self.open_node(node, flags), self.attrs(node)

    def create_file(self, parent, name, mode, ctx):
        self.check_new_name(parent, name)
        uid, gid, _ = self.owner_for_new(parent, ctx)
        path = os.path.join(self.path(parent), name)
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_RDWR | os.O_CLOEXEC, 0o600)
        try:
            os.fchmod(fd, stat.S_IMODE(mode))
            os.fchown(fd, uid, gid)
        except OSError:
            os.close(fd)
            os.unlink(path)
            raise
        node = self.new_node(parent, name, False)
        node.fd = fd
        node.size = node.durable_size = node.floor = 0
        self.pending.append(Op('create', [parent], node, parent, name))
        return node

    @fuse_errors
    def mkdir(self, parent_inode, name, mode, ctx):
        parent = self.nodes[parent_inode]
        self.check_new_name(parent, name)
        uid, gid, setgid = self.owner_for_new(parent, ctx)
        path = os.path.join(self.path(parent), name)
        os.mkdir(path, 0o700)
        os.chmod(path, stat.S_IMODE(mode) | (stat.S_ISGID if setgid else 0))
        os.chown(path, uid, gid)
        node = self.new_node(parent, name, True)
        self.pending.append(Op('mkdir', [parent], node, parent, name))
        return self.attrs(node)

    @fuse_errors
    def unlink(self, parent_inode, name, ctx):
        parent = self.nodes[parent_inode]
        node = self.child(parent, name)
        if node.is_dir:
            raise pyfuse3.FUSEError(errno.EISDIR)
        self.to_trash(node)
        self.pending.append(Op('unlink', [parent], node, parent, name))

    @fuse_errors
    def rmdir(self, parent_inode, name, ctx):
        parent = self.nodes[parent_inode]
        node = self.child(parent, name)
        if not node.is_dir:
            raise pyfuse3.FUSEError(errno.ENOTDIR)
        if os.listdir(self.path(node)):
            raise pyfuse3.FUSEError(errno.ENOTEMPTY)
        self.to_trash(node)
        self.pending.append(Op('rmdir', [parent], node, parent, name))

    @fuse_errors
    def rename(self, parent_inode_old, name_old, parent_inode_new, name_new, flags, ctx):
        if flags & pyfuse3.RENAME_EXCHANGE:
            raise pyfuse3.FUSEError(errno.EINVAL)
        old_parent = self.nodes[parent_inode_old]
        new_parent = self.nodes[parent_inode_new]
        self.check_new_name(new_parent, name_new)
        node = self.child(old_parent, name_old)
        replaced = self.child(new_parent, name_new) if self.exists(new_parent, name_new) else None
        if replaced is node:
            return
        if replaced is not None:
            if flags & pyfuse3.RENAME_NOREPLACE:
                raise pyfuse3.FUSEError(errno.EEXIST)
            if replaced.is_dir and not node.is_dir:
                raise pyfuse3.FUSEError(errno.EISDIR)
            if node.is_dir and not replaced.is_dir:
                raise pyfuse3.FUSEError(errno.ENOTDIR)
            if replaced.is_dir and os.listdir(self.path(replaced)):
                raise pyfuse3.FUSEError(errno.ENOTEMPTY)
        ancestor = new_parent
        while ancestor is not None:
            if ancestor is node:
                raise pyfuse3.FUSEError(errno.EINVAL)
            ancestor = ancestor.parent
        if replaced is not None:
            self.to_trash(replaced)
        try:
            os.rename(self.path(node), os.path.join(self.path(new_parent), name_new))
        except OSError:
            if replaced is not None:
                self.from_trash(replaced, new_parent, name_new)
            raise
        self.detach(node)
        self.attach(node, new_parent, name_new)
        self.pending.append(
            Op('rename', [old_parent, new_parent], node, old_parent, name_old,
               new_parent, name_new, replaced)
        )

    @fuse_errors
    def link(self, inode, new_parent_inode, new_name, ctx):
        raise pyfuse3.FUSEError(errno.EPERM)

    @fuse_errors
    def symlink(self, parent_inode, name, target, ctx):
        raise pyfuse3.FUSEError(errno.EPERM)

    def open_node(self, node, flags):
        if node.is_dir:
            raise pyfuse3.FUSEError(errno.EISDIR)
        self.file_fd(node)
        node.opens += 1
        if flags & os.O_TRUNC:
            self.truncate_data(node, 0)
        info = pyfuse3.FileInfo()
        info.fh = node.ino
        info.keep_cache = False  # after a cut nothing cached may be served
        info.direct_io = False  # keeps shared writable mmap (SQLite's -shm) working
        return info

    @fuse_errors
    def open(self, inode, flags, ctx):
        return self.open_node(self.nodes[inode], flags)

    @fuse_errors
    def read(self, fh, off, size):
        return self.read_data(self.nodes[fh], off, size)

    @fuse_errors
    def write(self, fh, off, buf):
        self.write_data(self.nodes[fh], off, buf)
        return len(buf)

    @fuse_errors
    def flush(self, fh):
        pass  # close(2) promises no durability

    @fuse_errors
    def release(self, fh):
        node = self.nodes[fh]
        node.opens -= 1
        if node.opens:
            return
        gone = node.parent is None and node.trash_name is None
        # A clean file needs no open backing fd; a gone one can never be read again. Unsynced
        # data of a file that still exists stays here, as in a page cache.
        if gone or not node.dirty:
            self.close_backing(node)

    @fuse_errors
    def fsync(self, fh, datasync):
        self.sync_data(self.nodes[fh])

    @fuse_errors
    def opendir(self, inode, ctx):
        node = self.nodes[inode]
        if not node.is_dir:
            raise pyfuse3.FUSEError(errno.ENOTDIR)
        handle = self.next_dir_handle
        self.next_dir_handle += 1
        self.dir_handles[handle] = [node, None]
        return handle

    @fuse_errors
    def readdir(self, fh, start_id, token):
        handle = self.dir_handles[fh]
        node = handle[0]
        if handle[1] is None or start_id == 0:
            names = sorted(os.listdir(self.path(node)))
            if node is self.root:
                names = [n for n in names if n != TRASH_NAME]
            handle[1] = names
        names = handle[1]
        for index in range(start_id, len(names)):
            try:
                entry = self.attrs(self.child(node, names[index]))
            except (pyfuse3.FUSEError, FileNotFoundError):
                continue  # removed since the listing was taken
            if not pyfuse3.readdir_reply(token, names[index], entry, index + 1):
                break

    @fuse_errors
    def releasedir(self, fh):
        self.dir_handles.pop(fh, None)

    @fuse_errors
    def fsyncdir(self, fh, datasync):
        self.make_durable(self.dir_handles[fh][0])

    @fuse_errors
    def statfs(self, ctx):
        st = os.statvfs(self.backing)
        data = pyfuse3.StatvfsData()
        for field in ('f_bsize', 'f_frsize', 'f_blocks', 'f_bfree', 'f_bavail',
                      'f_files', 'f_ffree', 'f_favail', 'f_namemax'):
            setattr(data, field, getattr(st, field))
        return data


async def serve(fs):
    async with trio.open_nursery() as nursery:

        async def watch_signals(task_status=trio.TASK_STATUS_IGNORED):
            with trio.open_signal_receiver(signal.SIGUSR1, signal.SIGTERM, signal.SIGINT) as signals:
                task_status.started()
                async for signum in signals:
                    fs.outcome = 'cut' if signum == signal.SIGUSR1 else 'stop'
                    pyfuse3.terminate()
                    return

        await nursery.start(watch_signals)
        # Signals are caught from here on, so a cut sent right after "ready" is never lost.
        print('ready', flush=True)
        await pyfuse3.main()
        nursery.cancel_scope.cancel()


def run_mount(args):
    logging.basicConfig(
        level=logging.DEBUG if args.debug else logging.WARNING,
        format='forgetful_fs: %(levelname)s %(message)s',
    )
    os.umask(0)  # modes come from the callers, already masked by the kernel
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    fs = ForgetfulFS(args.backing)
    options = set(pyfuse3.default_options)  # default_permissions
    options |= {'fsname=forgetful', 'subtype=forgetful'}
    if args.allow_other:
        options.add('allow_other')
    pyfuse3.init(fs, args.mountpoint, options)
    try:
        trio.run(serve, fs)
    except BaseException:
        pyfuse3.close(unmount=True)
        raise
    # Settle the backing directory first, so that once the mount is gone it is final.
    if fs.outcome == 'cut':
        fs.power_cut()
    else:
        fs.persist_all()
    pyfuse3.close(unmount=True)
    log.info('exiting after %s', fs.outcome)
    return 0


def find_daemon(mountpoint):
    wanted = os.path.realpath(mountpoint)
    for entry in os.listdir('/proc'):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f'/proc/{entry}/cmdline', 'rb') as file:
                argv = [os.fsdecode(a) for a in file.read().split(b'\0') if a]
            cwd = os.readlink(f'/proc/{entry}/cwd')
        except OSError:
            continue
        if not any(a.endswith('forgetful_fs.py') for a in argv) or 'mount' not in argv:
            continue
        rest = [a for a in argv[argv.index('mount') + 1 :] if not a.startswith('--')]
        if len(rest) >= 2 and os.path.realpath(os.path.join(cwd, rest[1])) == wanted:
            return int(entry)
    return None


def run_cut(args):
    pid = find_daemon(args.mountpoint)
    if pid is None:
        print(f'no forgetful_fs daemon serves {args.mountpoint}', file=sys.stderr)
        return 1
    os.kill(pid, signal.SIGUSR1)
    deadline = time.monotonic() + 60
    while os.path.exists(f'/proc/{pid}') and time.monotonic() < deadline:
        time.sleep(0.02)
    print('cut')
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    commands = parser.add_subparsers(dest='command', required=True)
    mount = commands.add_parser('mount', help='serve BACKING at MOUNTPOINT until unmounted or cut')
    mount.add_argument('backing')
    mount.add_argument('mountpoint')
    mount.add_argument('--allow-other', action='store_true',
                       help='let other users (e.g. postgres) use the mount')
    mount.add_argument('--debug', action='store_true')
    cut = commands.add_parser('cut', help='power-cut the daemon serving MOUNTPOINT')
    cut.add_argument('mountpoint')
    args = parser.parse_args(argv)
    return run_mount(args) if args.command == 'mount' else run_cut(args)


if __name__ == '__main__':
    sys.exit(main())
