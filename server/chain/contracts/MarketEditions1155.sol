// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title The platform's shared contract for edition items (spec §5): each id is minted exactly once with its
/// whole edition, its own royalty receiver and its own metadata URI.
contract MarketEditions1155 is ERC1155Supply, ERC2981, Ownable {
    /// @notice The id was minted before; an edition is never topped up.
    error AlreadyMinted(uint256 id);

    mapping(uint256 id => bool) private _minted;
    mapping(uint256 id => string) private _uris;

    constructor(address initialOwner) ERC1155("") Ownable(initialOwner) {}

    /// @notice Mints the whole edition `id` (`amount` copies) to `to`, once; sets its royalty and URI.
    function mint(
        address to,
        uint256 id,
        uint256 amount,
        address royaltyReceiver,
        uint96 royaltyBps,
        string calldata tokenUri
    ) external onlyOwner {
        if (_minted[id]) revert AlreadyMinted(id);
        _minted[id] = true;
        _uris[id] = tokenUri;
        _setTokenRoyalty(id, royaltyReceiver, royaltyBps);
        emit URI(tokenUri, id);
        _mint(to, id, amount, "");
    }

    /// @notice Whether `id` has been minted (even if every copy was later burned).
    function isMinted(uint256 id) external view returns (bool) {
        return _minted[id];
    }

    function uri(uint256 id) public view override returns (string memory) {
        return _uris[id];
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
