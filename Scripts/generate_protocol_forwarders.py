#!/usr/bin/env python3
"""Writes Sources/Reactive/Compatibility/ProtocolMembers/: the RAC 4 protocol members of SignalProtocol and SignalProducerProtocol.

RAC 4 declared every operator in an extension of `SignalType` / `SignalProducerType`, so RAC 4 code wrote its own
operators as extensions of those protocols and called the built-in operators on `self`. This script reads every
public instance method declared in an `extension Signal` / `extension SignalProducer` block of the Reactive module
and declares, deprecated, the same method on `SignalProtocol` / `SignalProducerProtocol` (contract Reactive.md 3.1,
"RAC 4 protocol-extension operators"), so that `self.map` in a protocol extension compiles.

How: a method that a protocol requirement can state (no default arguments, no constraint on `Value` or `Error`)
becomes a *requirement* of the protocol, witnessed by the concrete member itself. A requirement adds no overload
for a concrete receiver (its lookup finds the witness only), so `producer.filter { }.map { }.start(...)` type-checks
exactly as fast as before. The rest (default arguments, `where Error == Never` and the like) become deprecated
extension members forwarding to `signal.` / `producer.`, disfavored so that concrete receivers keep their members.
Extension members for all of them would double every operator's overload set: measured, a literal-based chain such as
`SignalProducer(values: 1, 2).filter { }.map { }.start(...)` then no longer type-checks in reasonable time.

It writes four files into Sources/Reactive/Compatibility/ProtocolMembers/: each protocol with its requirements, and
each protocol's extension members. Run it from the package root after adding or changing an operator:
python3 Scripts/generate_protocol_forwarders.py. `--check` exits 1 when the committed files differ from what the
script would write (CI runs it).
"""
import glob
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
SOURCES = os.path.join(ROOT, 'Sources', 'Reactive')
OUTPUT = os.path.join(SOURCES, 'Compatibility', 'ProtocolMembers')
# The project's limit on a source file's length (CONVENTIONS.md); the script fails rather than write a longer one.
MAX_LINES = 400

DEPRECATION = 'RAC 4 protocol-extension operator: call it on {accessor} (or write the extension on {kind})'

KINDS = {
    'Signal': ('SignalProtocol', 'signal'),
    'SignalProducer': ('SignalProducerProtocol', 'producer'),
}
# Attributes of the original that matter to a caller; @available is replaced, @inlinable and the like are dropped.
KEPT_ATTRIBUTES = ('@discardableResult', '@_disfavoredOverload')


def top_level(text):
    """(index, character) of each character of `text` outside every (), [] and <> pair; a pair's own brackets count
    as outside (an arrow's `>` closes nothing)."""
    depth = 0
    for k, c in enumerate(text):
        if c in ')]' or (c == '>' and k > 0 and text[k - 1] != '-'):
            depth -= 1
        if depth == 0:
            yield k, c
        if c in '([<':
            depth += 1


def signature_end(text):
    """Index of the `{` opening the body."""
    return next(k for k, c in top_level(text) if c == '{')


def strip_comments(line):
    return re.sub(r'//.*$', '', line)


def declarations():
    """(kind, extension where-clause, attributes, signature) for every public instance method, in source order."""
    found = []
    for path in sorted(glob.glob(os.path.join(SOURCES, '**', '*.swift'), recursive=True)):
        if os.path.dirname(path) == OUTPUT:
            continue
        lines = open(path, encoding='utf-8').read().split('\n')
        depth, kind, where, attributes = 0, None, '', []
        i = 0
        while i < len(lines):
            line = strip_comments(lines[i])
            stripped = line.strip()
            if depth == 0:
                header = re.match(r'extension\s+(Signal|SignalProducer)(\s*:[^{]*?)?\s*(where\s+[^{]*?)?\s*\{\s*$', stripped)
                kind, where = (header.group(1), (header.group(3) or '').strip()) if header else (None, '')
                attributes = []
            elif depth == 1 and kind:
                if stripped.startswith('@'):
                    attributes.append(stripped)
                elif re.match(r'public\s+func\b', stripped):
                    text = '\n'.join(lines[i:i + 60])
                    head = text[:signature_end(text)]
                    found.append((kind, where, attributes, re.sub(r'\s+', ' ', head).strip()))
                    consumed = head.count('\n')
                    depth += sum(l.count('{') - l.count('}') for l in map(strip_comments, lines[i:i + consumed + 1]))
                    attributes = []
                    i += consumed + 1
                    continue
                elif stripped and not stripped.startswith('///'):
                    attributes = []
            depth += line.count('{') - line.count('}')
            i += 1
    return found


def split_top_level(text, separator=','):
    cuts = [k for k, c in top_level(text) if c == separator]
    parts = [text[a + 1:b] for a, b in zip([-1] + cuts, cuts + [len(text)])]
    return [p for p in parts if p.strip()]


def parse(signature):
    """name, generic clause, parameter list text, the rest (effects, arrow, where), arguments of the forwarding call."""
    m = re.match(r'public\s+func\s+([A-Za-z_][A-Za-z0-9_]*|`[^`]+`)\s*(<[^(]*>)?\s*\(', signature)
    if not m:
        raise ValueError('cannot parse: ' + signature)
    name, generics = m.group(1), m.group(2) or ''
    start = m.end() - 1
    end = start + next(k for k, c in top_level(signature[start:]) if c == ')')
    parameters = signature[start + 1:end]
    rest = signature[end + 1:].strip()
    arguments, rewritten = [], []
    for index, parameter in enumerate(split_top_level(parameters)):
        names = parameter.split(':', 1)[0].split()
        label, local = (names[0], names[-1])
        if local == '_':  # unnamed (`_: T.Type`): the forwarder needs a name to pass it on
            local = f'argument{index}'
            parameter = f' _ {local}:' + parameter.split(':', 1)[1]
        rewritten.append(parameter.strip())
        if '...' in parameter.split(':', 1)[1] or 'inout ' in parameter.split(':', 1)[1].split('->')[0].split('(')[0]:
            raise ValueError('variadic or inout parameters are not forwarded: ' + signature)
        arguments.append(local if label == '_' else f'{label}: {local}')
    return name, generics, ', '.join(rewritten), rest, arguments


def qualify(text, concrete):
    """Names that the concrete type's extension may use unqualified, spelled so that they resolve in the protocol's."""
    text = re.sub(r'(?<![.\w])ProducedSignal\b', 'Signal<Value, Error>', text)
    text = re.sub(r'(?<![.\w])Self\b', concrete, text)
    text = re.sub(r'(?<![.\w])(Event|Observer)\b', concrete + r'.\1', text)
    return text


def forwarder(kind, where, attributes, signature):
    protocol, accessor = KINDS[kind]
    concrete = f'{kind}<Value, Error>'
    name, generics, parameters, rest, arguments = parse(signature)
    effects = rest.split('->')[0]
    call = f'{accessor}.{name}({", ".join(arguments)})'
    if 'async' in effects:
        call = 'await ' + call
    if 'throws' in effects:
        call = 'try ' + call
    kept = [a for a in attributes if a in KEPT_ATTRIBUTES]
    message = DEPRECATION.format(accessor=accessor, kind=kind)
    bare_name = name.strip('`')
    labels = ''.join((a.split(':')[0] + ':') if ':' in a else '_:' for a in arguments)
    lines = [f'    /// RAC 4 protocol-extension form of `{kind}.{bare_name}({labels})`: forwards to `{accessor}`.']
    # Disfavored, every one: the solver tries the concrete members first and prunes any branch through a forwarder
    # once a solution exists, so chains of calls on concrete receivers type-check as fast as without them.
    lines.append('    @_disfavoredOverload')
    lines.append(f'    @available(*, deprecated, message: "{message}")')
    lines += ['    ' + a for a in kept if a != '@_disfavoredOverload']
    lines.append(f'    public func {name}{qualify(generics, concrete)}({qualify(parameters, concrete)}) {qualify(rest, concrete)} {{')
    lines.append(f'        {call}')
    lines.append('    }')
    return '\n'.join(lines)


def default_split(parameter):
    """(parameter without its default, whether it had one)."""
    cut = next((k for k, c in top_level(parameter) if c == '='), None)
    return (parameter, False) if cut is None else (parameter[:cut].rstrip(), True)


def without_defaults(signature, drop=False):
    """The signature with its default values removed, or (drop) with its defaulted parameters removed."""
    name, generics, parameters, rest, arguments = parse(signature)
    kept = []
    for parameter in split_top_level(parameters):
        stripped, defaulted = default_split(parameter)
        if defaulted and drop:
            continue
        kept.append(stripped.strip())
    return f'public func {name}{generics}({", ".join(kept)}) {rest}'


def has_defaults(signature):
    return any(default_split(p)[1] for p in split_top_level(parse(signature)[2]))


def all_labelled(signature):
    return all(p.split(':', 1)[0].split()[0] != '_' for p in split_top_level(parse(signature)[2]))


def requirement_eligible(where, signature):
    """A protocol requirement can state the method (defaults aside): nothing constraining Value or Error alone."""
    if where:
        return False
    name, generics, parameters, rest, arguments = parse(signature)
    # A requirement may constrain its own generic parameters (`where Other.Error == Error`), not `Value` or `Error`
    # alone (`where Value: Equatable` would be a constraint on Self).
    own = [g.split(':')[0].strip() for g in split_top_level(generics[1:-1])] if generics else []
    clause = rest.split(' where ', 1)[1] if ' where ' in rest else ''
    for constraint in split_top_level(clause):
        if not any(re.search(rf'\b{re.escape(g)}\b', constraint) for g in own):
            return False
    return True


def requirement(kind, attributes, signature):
    accessor = KINDS[kind][1]
    concrete = f'{kind}<Value, Error>'
    name, generics, parameters, rest, arguments = parse(signature)
    bare_name = name.strip('`')
    labels = ''.join((a.split(':')[0] + ':') if ':' in a else '_:' for a in arguments)
    message = DEPRECATION.format(accessor=accessor, kind=kind)
    discardable = '@discardableResult ' if '@discardableResult' in attributes else ''
    # Attributes on the declaration's line: two lines a requirement keep the protocol within the file-length limit.
    lines = [f'    /// RAC 4 protocol-extension form of `{kind}.{bare_name}({labels})`, witnessed by that method.',
             f'    @available(*, deprecated, message: "{message}") {discardable}'
             f'func {name}{qualify(generics, concrete)}({qualify(parameters, concrete)}) {qualify(rest, concrete)}']
    return '\n'.join(lines)


PROTOCOLS = {
    'Signal': """/// A type that is, or exposes, a signal. Its other requirements are the operators of `Signal`, stated for RAC 4
/// code that calls them on `self` in its own protocol extensions.
public protocol SignalProtocol: AnyObject {
    /// The value type.
    associatedtype Value
    /// The error type.
    associatedtype Error: Swift.Error
    /// The signal.
    var signal: Signal<Value, Error> { get }
""",
    'SignalProducer': """/// Implemented only by `SignalProducer`, for generic constraints. Its other requirements are the operators of
/// `SignalProducer`, stated for RAC 4 code that calls them on `self` in its own protocol extensions.
public protocol SignalProducerProtocol<Value, Error> {
    /// The value type.
    associatedtype Value
    /// The error type.
    associatedtype Error: Swift.Error
    /// The producer itself.
    var producer: SignalProducer<Value, Error> { get }
""",
}


def generate():
    requirements = {'Signal': [], 'SignalProducer': []}
    groups = {}
    seen = set()
    for kind, where, attributes, signature in declarations():
        if any('unavailable' in a for a in attributes):  # a diagnostic on the concrete type, nothing to forward
            continue
        if requirement_eligible(where, signature) and not (has_defaults(signature) and all_labelled(signature)):
            # With default arguments (which a requirement cannot have), the requirement takes every argument and an
            # extension member covers the call that leaves the defaulted ones out (`start()`, `debounce(_:on:)`).
            stated = without_defaults(signature)
            key = (kind, re.sub(r'\s+', '', stated))
            if key in seen:
                continue
            seen.add(key)
            requirements[kind].append(requirement(kind, attributes, stated))
            if has_defaults(signature):
                groups.setdefault((kind, where), []).append(
                    forwarder(kind, where, attributes, without_defaults(signature, drop=True)))
        else:
            # All-labelled parameters with defaults (the RAC 3/4 `on(next:)`, `start(failed:next:)` shims and the
            # like): one extension member with the defaults; a call's labels rule it out for other calls quickly.
            groups.setdefault((kind, where), []).append(forwarder(kind, where, attributes, signature))
    header = ['// Generated by Scripts/generate_protocol_forwarders.py; do not edit. Run the script after changing an operator.',
              '//',
              '// RAC 4 protocol-extension operators (contract 3.1): every public instance method of Signal and SignalProducer',
              '// is also a member of SignalProtocol / SignalProducerProtocol, so that RAC 4 code calling operators on `self`',
              '// inside its own protocol extensions compiles. A method a requirement can state is a requirement, witnessed by',
              '// the concrete method (no overload is added for concrete receivers); the others forward to `signal` / `producer`.',
              '',
              'import Foundation',
              '']
    files = {}
    for kind in ('Signal', 'SignalProducer'):
        protocol = KINDS[kind][0]
        files[f'{protocol}.swift'] = header + [PROTOCOLS[kind] + '\n'.join(requirements[kind]) + '\n}']
        # Extension members in two files: those on the whole protocol, and those under a `where` clause.
        for suffix, constrained in (('Forwarders', False), ('ConstrainedForwarders', True)):
            extensions = [f'extension {protocol}{" " + where if where else ""} {{\n' + '\n\n'.join(bodies) + '\n}'
                          for (k, where), bodies in groups.items() if k == kind and bool(where) == constrained]
            files[f'{protocol}+{suffix}.swift'] = header + ['\n\n'.join(extensions)]
    return {name: '\n'.join(lines) + '\n' for name, lines in files.items()}


def main():
    files = generate()
    for name, text in files.items():
        if text.count('\n') > MAX_LINES:
            sys.exit(f'{name} would have {text.count(chr(10))} lines, over {MAX_LINES}: split it in the script')
    counts = (sum(t.count('witnessed by that method') for t in files.values()), sum(t.count('public func') for t in files.values()))
    present = sorted(f for f in os.listdir(OUTPUT) if f.endswith('.swift')) if os.path.isdir(OUTPUT) else []
    if '--check' in sys.argv[1:]:
        stale = [name for name, text in files.items()
                 if not os.path.exists(os.path.join(OUTPUT, name)) or open(os.path.join(OUTPUT, name), encoding='utf-8').read() != text]
        stale += [name for name in present if name not in files]
        if stale:
            print(f'{os.path.relpath(OUTPUT, ROOT)}: {", ".join(stale)} out of date: run python3 Scripts/generate_protocol_forwarders.py')
            sys.exit(1)
        print(f'protocol members: up to date ({counts[0]} requirements, {counts[1]} forwarders)')
        return
    os.makedirs(OUTPUT, exist_ok=True)
    for name in present:
        if name not in files:
            os.remove(os.path.join(OUTPUT, name))
    for name, text in files.items():
        with open(os.path.join(OUTPUT, name), 'w', encoding='utf-8') as f:
            f.write(text)
    print(f'wrote {os.path.relpath(OUTPUT, ROOT)}/ ({counts[0]} requirements, {counts[1]} forwarders)')

if __name__ == '__main__':
    main()
