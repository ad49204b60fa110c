# tengen.bash — bash completion for tengen: the commands, each command's
# options, and the values of the options that take a fixed set (rules
# presets, --dead modes); files and folders elsewhere. Installed as
# PREFIX/share/bash-completion/completions/tengen. tests/cli.sh checks that
# every option of every command's --help is offered here.

_tengen() {
    local cur prev cmd
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    local commands="rules demo check score gtp match bench"
    local presets="tromp-taylor chinese japanese korean aga aga-1991 ing nz wmsg stones group-tax"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    cmd=${COMP_WORDS[1]}
    case $prev in
        --rules)
            if [ "$cmd" = score ]; then COMPREPLY=($(compgen -W "$presets all" -- "$cur"))
            else COMPREPLY=($(compgen -W "$presets" -- "$cur")); fi
            return ;;
        --dead) COMPREPLY=($(compgen -W "auto marks none estimate" -- "$cur")); return ;;
        --finished) COMPREPLY=($(compgen -W "auto yes no" -- "$cur")); return ;;
        --svg-dir|--sgf-dir|--games)
            [ "$cmd" = match ] && [ "$prev" = --games ] && return
            COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --svg|--files-from) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --only) COMPREPLY=($(compgen -W "B1 B1s B1u B2 B3 B4 B5" -- "$cur")); return ;;
        -j|--max-size|--size|--seed|--name|--komi|--handicap|--time|--move-timeout|--max-moves|--threads|--count|--black|--white)
            return ;;
    esac
    local opts
    case $cmd in
        rules) opts="--help" ;;
        demo) opts="--help" ;;
        check) opts="--rules --tolerant --validate --whole-trees --json -r -j -q --quiet --no-progress --files-from --max-size --help" ;;
        score) opts="--rules --dead --explain --seed --finished --svg --svg-dir --plain --json -r -j -q --quiet --no-progress --files-from --max-size --help" ;;
        gtp) opts="--rules --size --seed --name --files --threads --playouts --seconds --resign --nodes --help" ;;
        match) opts="--black --white --games --size --rules --komi --handicap --time --move-timeout --max-moves --alternate --sgf-dir --engine-stderr --max-reply --help" ;;
        bench) opts="--seed --quick --verify --only --games --threads --size --count --help" ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    elif [ "$cmd" = rules ]; then
        COMPREPLY=($(compgen -W "$presets" -- "$cur"))
    elif [ "$cmd" = check ] || [ "$cmd" = score ]; then
        COMPREPLY=($(compgen -f -X '!*.@(sgf|SGF)' -- "$cur") $(compgen -d -- "$cur"))
    fi
}
complete -F _tengen tengen
